import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTime, type QuoteMessageView } from '@motorwise/shared';
import { IconDownload, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { firstErrorMessageOf } from '@/lib/api-client';

const MAX_FILES = 5;

/**
 * The messages between a customer and a workshop about one quote, oldest first, with attachments both
 * ways. `me` is the side reading it: its own messages sit on the right.
 */
export function MessageThread({
  messages,
  me,
  onSend,
  onDownload,
  label,
}: {
  messages: QuoteMessageView[];
  me: 'customer' | 'workshop';
  onSend: (message: string, files: File[]) => Promise<unknown>;
  onDownload: (messageId: string, attachmentName: string) => Promise<void>;
  label: string;
}) {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!text.trim()) {
      setProblem('Please write a message.');
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSend(text.trim(), files);
      setText('');
      setFiles([]);
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="sm" role="region" aria-label={label}>
      {messages.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No messages.
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {messages.map((m) => {
            const mine = m.senderRole === me;
            return (
              <Paper
                key={m.id}
                role="listitem"
                p="sm"
                radius="md"
                bg={m.senderRole === 'system' ? 'gray.1' : mine ? 'navy.0' : 'gray.0'}
                ml={mine ? 'xl' : 0}
                mr={mine ? 0 : 'xl'}
              >
                <Text fz="xs" c="dimmed">
                  {mine ? 'You' : (m.senderName ?? (m.senderRole === 'workshop' ? 'Workshop' : 'Customer'))} ·{' '}
                  {formatDateTime(m.dateCreatedUtc)}
                </Text>
                <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                  {m.message}
                </Text>
                {m.attachments.length > 0 && (
                  <Group gap="xs" mt={4}>
                    {m.attachments.map((a) => (
                      <Anchor
                        key={a.attachmentName}
                        component="button"
                        type="button"
                        fz="xs"
                        onClick={() => void onDownload(m.id, a.attachmentName)}
                      >
                        <Group gap={2} wrap="nowrap">
                          <IconDownload size={12} aria-hidden="true" />
                          {a.attachmentName}
                        </Group>
                      </Anchor>
                    ))}
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      <Textarea
        label="Your message"
        autosize
        minRows={2}
        maxLength={2000}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group align="flex-end" gap="sm">
        <FileInput
          label="Attachments"
          multiple
          clearable
          style={{ flex: 1 }}
          accept="image/jpeg,image/png,image/gif,image/svg+xml,application/pdf"
          leftSection={<IconPaperclip size={16} aria-hidden="true" />}
          value={files}
          onChange={(list) => setFiles(list.slice(0, MAX_FILES))}
        />
        <Button onClick={send} loading={sending} leftSection={<IconSend size={16} aria-hidden="true" />}>
          Send message
        </Button>
      </Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

import { ActionIcon, Button, FileInput, Stack, Table, Text } from '@mantine/core';
import { ATTACHMENT_EXTENSIONS, formatNumber, shortenFileName } from '@motorwise/shared';
import { IconPaperclip, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AttachmentRow } from './booking-values';

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

interface Props {
  attachments: AttachmentRow[];
  onAttachments: (rows: AttachmentRow[]) => void;
  /** A row's problem (by its index), found when the step is submitted. */
  problems: Record<number, string>;
}

/** spec step 3: photos or documents, up to ten rows. */
export function BookingAttachments({ attachments, onAttachments, problems }: Props) {
  const nextIndex = attachments.reduce((max, r) => Math.max(max, r.index + 1), 0);
  return (
    <Stack gap="xs">
      <Text fw={500} fz="sm">
        Attachments
      </Text>
      <Text fz="xs" c="dimmed">
        Photos or documents: {ATTACHMENT_EXTENSIONS.join(', ')}; up to 8 MB each.
      </Text>
      {attachments.length > 0 && (
        <Table verticalSpacing={4} aria-label="Attachments">
          <Table.Tbody>
            {attachments.map((row) => (
              <Table.Tr key={row.index}>
                <Table.Td>
                  {row.file ? (
                    <Text fz="sm" title={row.file.name}>
                      {shortenFileName(row.file.name)}
                    </Text>
                  ) : (
                    <FileInput
                      aria-label={`Attachment ${row.index + 1}`}
                      placeholder="Choose a file"
                      accept={ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',')}
                      leftSection={<IconPaperclip size={16} aria-hidden="true" />}
                      onChange={(file) =>
                        onAttachments(attachments.map((r) => (r.index === row.index ? { ...r, file } : r)))
                      }
                      error={problems[row.index]}
                    />
                  )}
                  {row.file && problems[row.index] && (
                    <Text c="red" fz="xs">
                      {problems[row.index]}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td fz="xs" c="dimmed">
                  {row.file ? (row.file.type || 'file').split('/').pop()?.toUpperCase() : ''}
                </Table.Td>
                <Table.Td fz="xs" c="dimmed">
                  {row.file ? fileSize(row.file.size) : ''}
                </Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove attachment ${row.index + 1}`}
                    onClick={() => onAttachments(attachments.filter((r) => r.index !== row.index))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        leftSection={<IconPlus size={14} />}
        onClick={() => onAttachments([...attachments, { index: nextIndex, file: null }])}
        disabled={attachments.length >= 10}
      >
        Add attachment
      </Button>
    </Stack>
  );
}

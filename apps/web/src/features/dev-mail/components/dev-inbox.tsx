import {
  Alert,
  Badge,
  Box,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { formatDateTime } from '@motorwise/shared';
import { IconInbox, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useDevMail, useDevMailList } from '../api/dev-mail-api';

function MailView({ id }: { id: string }) {
  const mail = useDevMail(id);
  if (mail.isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the message" />
      </Center>
    );
  }
  if (mail.isError || !mail.data) {
    return (
      <Alert color="red" title="Message not available">
        {isApiError(mail.error) && mail.error.status === 404
          ? 'This message no longer exists; the inbox may have been cleared.'
          : 'The message could not be loaded.'}
      </Alert>
    );
  }
  const m = mail.data;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h3">
        {m.subject || '(no subject)'}
      </Title>
      <Stack gap={2} fz="sm">
        <Text fz="sm">
          <strong>From:</strong> {m.from}
        </Text>
        <Text fz="sm">
          <strong>To:</strong> {m.to}
        </Text>
        <Text fz="sm" c="dimmed">
          {formatDateTime(m.createdAt)}
        </Text>
      </Stack>
      <Tabs defaultValue={m.html ? 'html' : 'text'}>
        <Tabs.List>
          <Tabs.Tab value="html" disabled={!m.html}>
            HTML
          </Tabs.Tab>
          <Tabs.Tab value="text" disabled={!m.text}>
            Plain text
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          {m.html && (
            // An empty sandbox: the mail's HTML can neither run scripts nor reach this page.
            <iframe
              title={`Message: ${m.subject}`}
              sandbox=""
              srcDoc={m.html}
              style={{
                width: '100%',
                height: 560,
                border: '1px solid var(--mantine-color-gray-3)',
                borderRadius: 8,
                background: 'white',
              }}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Box component="pre" fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}>
            {m.text}
          </Box>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The local development inbox: every mail the API would have sent. */
export function DevInbox({ selectedId }: { selectedId?: string | undefined }) {
  const list = useDevMailList();

  if (list.isLoading) {
    return (
      <Center py={64}>
        <Loader aria-label="Loading the inbox" />
      </Center>
    );
  }
  if (list.isError) {
    const disabled = isApiError(list.error) && list.error.status === 404;
    return (
      <Alert
        color={disabled ? 'blue' : 'red'}
        icon={<IconInfoCircle aria-hidden="true" />}
        title={disabled ? 'The development inbox is off' : 'Inbox unavailable'}
      >
        {disabled
          ? 'This server sends e-mail through a real SMTP server, so mails are not kept here. Check the recipient’s mailbox instead.'
          : 'The API could not be reached. Start it with npm run dev and reload this page.'}
      </Alert>
    );
  }
  const mails = list.data ?? [];
  if (mails.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs">
          <IconInbox size={36} aria-hidden="true" />
          <Text fw={700}>No mail yet</Text>
          <Text c="dimmed" fz="sm">
            Mails the API sends (contact form, sign-up, quotes) appear here within a few seconds.
          </Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper withBorder radius="lg">
          <ScrollArea.Autosize mah={680}>
            <Stack
              gap={0}
              component="ul"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              aria-label="Mails"
            >
              {mails.map((mail) => {
                const active = mail.id === selectedId;
                return (
                  <li key={mail.id}>
                    <UnstyledButton
                      component={Link}
                      to={`/dev/mail/${encodeURIComponent(mail.id)}`}
                      aria-current={active ? 'true' : undefined}
                      p="md"
                      display="block"
                      w="100%"
                      style={{
                        borderBottom: '1px solid var(--mantine-color-gray-2)',
                        background: active ? 'var(--mantine-color-navy-0)' : undefined,
                      }}
                    >
                      <Group justify="space-between" gap="xs" wrap="nowrap">
                        <Text fw={700} fz="sm" lineClamp={1}>
                          {mail.subject || '(no subject)'}
                        </Text>
                        <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                          {formatDateTime(mail.createdAt).slice(-5)}
                        </Badge>
                      </Group>
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        To {mail.to} · {formatDateTime(mail.createdAt)}
                      </Text>
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p="lg" mih={300}>
          {selectedId ? (
            <MailView id={selectedId} />
          ) : (
            <Center mih={260}>
              <Text c="dimmed">Choose a mail to read it.</Text>
            </Center>
          )}
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

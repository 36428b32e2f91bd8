import { Alert, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, TEXT_CHANNEL_LABELS, TEXT_DELIVERY_LABELS } from '@motorwise/shared';
import { IconMessage } from '@tabler/icons-react';
import { useDevTexts } from '../api/dev-mail-api';

/** The texts (SMS, WhatsApp) the API kept instead of sending, beside the mails (decision 074). */
export function DevTexts() {
  const texts = useDevTexts();
  // 404: a real SMS gateway is configured, so there is nothing to show here.
  if (texts.isLoading || texts.isError) return null;
  const list = texts.data ?? [];
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} fz="h3">
        Texts (SMS and WhatsApp)
      </Title>
      {list.length === 0 ? (
        <Alert color="gray" icon={<IconMessage size={18} aria-hidden="true" />}>
          No texts yet. They appear here when a person who switched texts on (account page, Privacy tab) gets
          a notification.
        </Alert>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Texts"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {list.map((t) => (
            <Paper key={t.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Group gap="xs">
                  <Badge color={t.channel === 'whatsapp' ? 'green' : 'blue'} variant="filled">
                    {TEXT_CHANNEL_LABELS[t.channel]}
                  </Badge>
                  <Text fz="sm" fw={700}>
                    To {t.to}
                  </Text>
                  {t.delivery && (
                    <Badge
                      color={t.delivery === 'delivered' ? 'teal' : t.delivery === 'failed' ? 'red' : 'gray'}
                      variant="light"
                      title={t.deliveryAtUtc ? formatDateTime(t.deliveryAtUtc) : undefined}
                    >
                      {TEXT_DELIVERY_LABELS[t.delivery]}
                    </Badge>
                  )}
                </Group>
                <Text fz="xs" c="dimmed">
                  {formatDateTime(t.createdAt)}
                </Text>
              </Group>
              <Box
                component="p"
                fz="sm"
                mt="xs"
                mb={0}
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              >
                {t.body}
              </Box>
              {t.template && (
                <Text fz="xs" c="dimmed" mt={4}>
                  Template {t.template}: {(t.params ?? []).join(' · ')}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import {
  Accordion,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type AuditEntry, type AuditQuery, formatDateTime } from '@motorwise/shared';
import { type FormEvent, useState } from 'react';
import { useAuditTrail } from '../api/admin-api';
import classes from './admin.module.css';
import { queryState } from './query-state';

const FIELDS = [
  { name: 'actor', label: 'Who', placeholder: 'E-mail or user id' },
  { name: 'action', label: 'Action', placeholder: 'user.disable, payout.' },
  { name: 'targetType', label: 'Target type', placeholder: 'user, workshop, payment' },
  { name: 'targetId', label: 'Target id', placeholder: '' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${entry.action} by ${entry.actorEmail}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Badge variant="light">{entry.action}</Badge>
            <Text fw={600} fz="sm">
              {entry.targetType}
              {entry.targetId ? ` ${entry.targetId}` : ''}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
        </Group>
        <Text fz="sm">
          By {entry.actorEmail}
          {entry.ip ? ` from ${entry.ip}` : ''}
          {entry.requestId ? ` (request ${entry.requestId})` : ''}
        </Text>
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="change">
            <Accordion.Control>Before and after</Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {(
                  [
                    ['Before', entry.before],
                    ['After', entry.after],
                  ] as const
                ).map(([label, value]) => (
                  <Stack gap={4} key={label}>
                    <Text fz="xs" fw={600}>
                      {label}
                    </Text>
                    <Code block className={classes.json}>
                      {json(value)}
                    </Code>
                  </Stack>
                ))}
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Paper>
  );
}

/** The audit page (issue 22 item 1): every admin action, newest first, searchable, a page at a time. */
export function AuditTrail() {
  const [query, setQuery] = useState<AuditQuery>({});
  const trail = useAuditTrail(query);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = String(data.get(field.name) ?? '').trim();
      if (value) next[field.name] = value;
    }
    setQuery(next as AuditQuery);
  };
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="lg">
      <form onSubmit={search} aria-label="Search the audit trail">
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              name={field.name}
              label={field.label}
              type={'type' in field ? field.type : 'text'}
              placeholder={'placeholder' in field ? field.placeholder : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {queryState(trail, 'the audit trail') ??
        (entries.length === 0 ? (
          <Text c="dimmed">No admin action matches.</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Admin actions">
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </Stack>
        ))}
      {trail.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}

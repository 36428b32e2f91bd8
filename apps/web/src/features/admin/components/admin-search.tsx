import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADMIN_SEARCH_GROUP_TITLES,
  ADMIN_SEARCH_GROUPS,
  ADMIN_SEARCH_MIN,
  type AdminSearchGroup,
  type AdminSearchHit,
  formatDateTime,
} from '@motorwise/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAdminSearch } from '../api/people-api';
import { queryState } from './query-state';

/** Where a hit opens: a user's page, or the request it belongs to. */
export function hitLink(group: AdminSearchGroup, hit: AdminSearchHit): string | null {
  if (group === 'users') return `/admin/users/${hit.id}`;
  return hit.requestId ? `/admin/requests/${hit.requestId}` : null;
}

function Hits({ group, hits }: { group: AdminSearchGroup; hits: AdminSearchHit[] }) {
  const title = ADMIN_SEARCH_GROUP_TITLES[group];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {title}
          </Title>
          <Badge variant="light">{hits.length}</Badge>
        </Group>
        {hits.length === 0 ? (
          <Text fz="sm" c="dimmed">
            None found.
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {hits.map((hit) => {
              const to = hitLink(group, hit);
              return (
                <li key={hit.id}>
                  {to ? (
                    <Anchor component={Link} to={to} fw={600}>
                      {hit.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{hit.title}</Text>
                  )}
                  <Text fz="sm" c="dimmed">
                    {hit.detail} · {formatDateTime(hit.createdAt)}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /admin/search: one box finds users, requests, quotes, jobs and payments by reference, e-mail, name,
 * phone, registration or VIN (issue 22 item 7). The term is in the address, so a search can be shared.
 */
export function AdminSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  const ready = q.trim().length >= ADMIN_SEARCH_MIN;
  const search = useAdminSearch(q.trim(), ready);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    setTooShort(term.length < ADMIN_SEARCH_MIN);
    if (term.length >= ADMIN_SEARCH_MIN) setParams({ q: term });
  };

  const total = search.data ? ADMIN_SEARCH_GROUPS.reduce((sum, g) => sum + search.data[g].length, 0) : 0;
  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} aria-label="Search the marketplace">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Find"
            placeholder="Reference, e-mail, name, phone, registration or VIN"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            error={tooShort ? `Type at least ${ADMIN_SEARCH_MIN} characters.` : undefined}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
      {ready &&
        (queryState(search, 'the results') ??
          (search.data && (
            <Stack gap="md">
              <Text fz="sm" c="dimmed" aria-live="polite">
                {total === 0 ? `Nothing matches “${search.data.q}”.` : `Results for “${search.data.q}”`}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {ADMIN_SEARCH_GROUPS.map((group) => (
                  <Hits key={group} group={group} hits={search.data[group]} />
                ))}
              </SimpleGrid>
            </Stack>
          )))}
    </Stack>
  );
}

import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@motorwise/shared';
import { isApiError } from '@/lib/api-client';
import { useAdminUser, useSetUserDisabled } from '../api/people-api';
import { queryState } from './query-state';

/** /admin/users/{id}: a user's roles and sessions, and disabling or re-enabling them (audited). */
export function AdminUserPage({ id }: { id: string }) {
  const query = useAdminUser(id);
  const setDisabled = useSetUserDisabled(id);
  const state = queryState(query, 'the user');
  if (state || !query.data) return state;
  const user = query.data;
  const toggle = async () => {
    try {
      await setDisabled.mutateAsync(!user.disabled);
      notifications.show({
        color: 'teal',
        title: user.disabled ? 'User re-enabled' : 'User disabled',
        message: user.email,
      });
    } catch {
      // The step-up prompt or the alert below says why.
    }
  };
  const facts: [string, string][] = [
    ['E-mail', `${user.email}${user.emailConfirmed ? '' : ' (not confirmed)'}`],
    ['Phone', user.phone ?? '—'],
    ['Two-factor authentication', user.twoFactor ? 'On' : 'Off'],
    ['Sessions', `${user.activeSessions} active of ${user.sessions}`],
    ['Last seen', user.lastSeenAt ? formatDateTime(user.lastSeenAt) : 'Never'],
    ['Requests made', String(user.requests)],
    ['Joined', formatDateTime(user.createdAt)],
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={700}>{user.name || user.email}</Text>
            {user.disabled && <Badge color="red">Disabled</Badge>}
            {user.deleted && <Badge color="gray">Erased</Badge>}
          </Group>
          <Group gap="xs" aria-label="Roles">
            {user.roles.map((role) => (
              <Badge key={role} variant="light">
                {role}
              </Badge>
            ))}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {facts.map(([label, value]) => (
              <Text fz="sm" key={label}>
                <Text span c="dimmed" fz="sm">
                  {label}:
                </Text>{' '}
                {value}
              </Text>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {setDisabled.isError && isApiError(setDisabled.error) && setDisabled.error.status !== 403 && (
        <Alert color="red" role="alert" title="Not changed">
          {setDisabled.error.message}
        </Alert>
      )}
      <Group>
        <Button color={user.disabled ? 'teal' : 'red'} loading={setDisabled.isPending} onClick={toggle}>
          {user.disabled ? 'Re-enable this user' : 'Disable this user'}
        </Button>
      </Group>
    </Stack>
  );
}

import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@motorwise/shared';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useAdminErase, useAdminExport, useAdminUser, useSetUserDisabled } from '../api/people-api';
import { queryState } from './query-state';

/** /admin/users/{id}: a user's roles and sessions, and disabling or re-enabling them (audited). */
export function AdminUserPage({ id }: { id: string }) {
  const query = useAdminUser(id);
  const setDisabled = useSetUserDisabled(id);
  const exportData = useAdminExport(id);
  const erase = useAdminErase(id);
  const [confirmErase, setConfirmErase] = useState(false);
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
      <Paper withBorder radius="md" p="md" component="section" aria-label="POPIA requests">
        <Stack gap="sm">
          <Text fw={700}>POPIA requests on their behalf</Text>
          <Text fz="sm" c="dimmed">
            Each is recorded with your name and in the audit trail. Erasure is final: their personal details
            are deleted; paid requests keep only what a tax invoice needs.
          </Text>
          {(exportData.isError || erase.isError) && (
            <Alert color="red" role="alert" title="Not done">
              {isApiError(exportData.error ?? erase.error)
                ? (exportData.error ?? erase.error)?.message
                : 'Please try again.'}
            </Alert>
          )}
          {erase.isSuccess ? (
            <Alert color="teal" title="Erased">
              {erase.data.message}
            </Alert>
          ) : (
            <Group>
              <Button variant="light" loading={exportData.isPending} onClick={() => exportData.mutate()}>
                Export their data
              </Button>
              {confirmErase ? (
                <>
                  <Button color="red" loading={erase.isPending} onClick={() => erase.mutate()}>
                    Yes, erase their data
                  </Button>
                  <Button variant="default" onClick={() => setConfirmErase(false)}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button color="red" variant="light" onClick={() => setConfirmErase(true)}>
                  Erase their data…
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

import { Anchor, Table, Text } from '@mantine/core';
import { formatDateTime } from '@motorwise/shared';
import { Link } from 'react-router';
import { usePopiaRequests } from '../api/people-api';
import { queryState } from './query-state';

const KIND = { export: 'Export', erasure: 'Erasure' } as const;

/** /admin/privacy: every POPIA request recorded, newest first (decision 065). */
export function PopiaRequests() {
  const requests = usePopiaRequests();
  const state = queryState(requests, 'the POPIA requests');
  if (state || !requests.data) return state;
  if (requests.data.length === 0) return <Text c="dimmed">No POPIA requests yet.</Text>;
  return (
    <Table aria-label="POPIA requests" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>When</Table.Th>
          <Table.Th>What</Table.Th>
          <Table.Th>Whose data</Table.Th>
          <Table.Th>Asked by</Table.Th>
          <Table.Th>Done by</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {requests.data.map((r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{formatDateTime(r.completedAt ?? r.createdAt)}</Table.Td>
            <Table.Td>{KIND[r.kind]}</Table.Td>
            <Table.Td>
              {r.kind === 'erasure' ? (
                r.subjectEmail
              ) : (
                <Anchor component={Link} to={`/admin/users/${r.subjectUserId}`}>
                  {r.subjectEmail}
                </Anchor>
              )}
            </Table.Td>
            <Table.Td>{r.requestedBy === 'self' ? 'The person' : 'An admin'}</Table.Td>
            <Table.Td>{r.actorEmail}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

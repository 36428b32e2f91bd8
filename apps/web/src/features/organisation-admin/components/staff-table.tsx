import {
  ActionIcon,
  Alert,
  Badge,
  Loader,
  NativeSelect,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { Organisation, StaffMember } from '@motorwise/shared';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { isApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useMoveStaff, useRemoveStaff, useSetStaffRole, useStaff } from '../api/organisation-admin-api';
import classes from './staff-table.module.css';

const fullName = (m: StaffMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;
const messageOf = (error: unknown) => (isApiError(error) ? error.message : NETWORK_ERROR_MESSAGE);

/**
 * The organisation's staff (decision 038): each member's branch and role can be changed in place, and a
 * member removed after a confirmation (their account stays, as a customer).
 */
export function StaffTable({ organisation, selfId }: { organisation: Organisation; selfId: string }) {
  const staff = useStaff();
  const move = useMoveStaff();
  const setRole = useSetStaffRole();
  const remove = useRemoveStaff();
  const [ask, confirmDialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const branches = organisation.organizationBranches.map((b) => ({ value: b.id, label: b.branchName }));

  const run = (action: Promise<unknown>) => {
    setError(null);
    action.catch((e: unknown) => setError(messageOf(e)));
  };

  if (staff.isPending) return <Loader size="sm" aria-label="Loading staff" />;
  if (staff.isError) return <Alert color="red">{messageOf(staff.error)}</Alert>;

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Table verticalSpacing="sm" aria-label="Staff" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Branch</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th w={56}>
              <VisuallyHidden>Remove</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.data.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>
                <Text fw={600} fz="sm" component="div">
                  {fullName(m)}{' '}
                  {m.id === selfId && (
                    <Badge size="xs" variant="light" ml={4}>
                      You
                    </Badge>
                  )}
                </Text>
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {m.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Branch of ${fullName(m)}`}
                  size="xs"
                  value={m.organizationBranchId ?? ''}
                  data={[...(m.organizationBranchId ? [] : [{ value: '', label: 'No branch' }]), ...branches]}
                  disabled={move.isPending}
                  onChange={(e) => {
                    const organizationBranchId = e.currentTarget.value;
                    if (organizationBranchId) run(move.mutateAsync({ userId: m.id, organizationBranchId }));
                  }}
                />
              </Table.Td>
              <Table.Td>
                <NativeSelect
                  aria-label={`Role of ${fullName(m)}`}
                  size="xs"
                  value={m.role}
                  data={[
                    { value: 'admin', label: 'Admin' },
                    { value: 'member', label: 'Member' },
                  ]}
                  disabled={setRole.isPending}
                  onChange={(e) =>
                    run(
                      setRole.mutateAsync({
                        userId: m.id,
                        role: e.currentTarget.value === 'admin' ? 'admin' : 'member',
                      }),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>
                {m.id !== selfId && (
                  <Tooltip label="Remove from the organisation">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${fullName(m)}`}
                      onClick={() =>
                        ask(
                          {
                            title: 'Remove from the organisation?',
                            message: `${fullName(m)} will no longer work for ${organisation.name}. Their account stays, as a customer; their branch’s requests stay with the branch.`,
                            confirmLabel: 'Remove',
                            danger: true,
                          },
                          () => run(remove.mutateAsync({ userId: m.id })),
                        )
                      }
                    >
                      <IconUserMinus size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {confirmDialog}
    </Stack>
  );
}

import {
  ActionIcon,
  Alert,
  Badge,
  Loader,
  MultiSelect,
  NativeSelect,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { ORGANISATION_ADMIN_MESSAGES, type Organisation, type StaffMember } from '@motorwise/shared';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { errorMessageOf } from '@/lib/api-client';
import {
  useRemoveStaff,
  useSetStaffBranches,
  useSetStaffRole,
  useStaff,
} from '../api/organisation-admin-api';
import classes from './staff-table.module.css';

const fullName = (m: StaffMember) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.email;

/**
 * The organisation's staff (decision 038): each member's branches (issue 19 item 7: the ones they may work
 * in; admins work in every branch) and role can be changed in place, saved on change, and a member removed
 * after a confirmation (their account stays, as a customer).
 */
export function StaffTable({ organisation, selfId }: { organisation: Organisation; selfId: string }) {
  const staff = useStaff();
  const setBranches = useSetStaffBranches();
  const setRole = useSetStaffRole();
  const remove = useRemoveStaff();
  const [ask, confirmDialog] = useConfirm();
  const [error, setError] = useState<string | null>(null);
  const branches = organisation.allOrganizationBranches.map((b) => ({ value: b.id, label: b.branchName }));
  // While a change is saving, its row shows the branches asked for.
  const branchesOf = (m: StaffMember) =>
    setBranches.isPending && setBranches.variables.userId === m.id
      ? setBranches.variables.organizationBranchIds
      : m.branches.map((b) => b.id);

  const run = (action: Promise<unknown>) => {
    setError(null);
    action.catch((e: unknown) => setError(errorMessageOf(e)));
  };

  if (staff.isPending) return <Loader size="sm" aria-label="Loading staff" />;
  if (staff.isError) return <Alert color="red">{errorMessageOf(staff.error)}</Alert>;

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
            <Table.Th>Branches</Table.Th>
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
                {m.role === 'admin' ? (
                  <Text fz="sm">Every branch</Text>
                ) : (
                  <MultiSelect
                    aria-label={`Branches of ${fullName(m)}`}
                    size="xs"
                    placeholder={m.branches.length === 0 ? 'No branch' : undefined}
                    value={branchesOf(m)}
                    data={branches}
                    disabled={setBranches.isPending}
                    comboboxProps={{ withinPortal: true }}
                    onChange={(organizationBranchIds) => {
                      // Everyone works somewhere: the last branch stays until another is chosen.
                      if (organizationBranchIds.length === 0)
                        setError(ORGANISATION_ADMIN_MESSAGES.chooseBranches);
                      else run(setBranches.mutateAsync({ userId: m.id, organizationBranchIds }));
                    }}
                  />
                )}
                {m.branchName && (
                  <Text fz="xs" c="dimmed" mt={4}>
                    Now in {m.branchName}
                  </Text>
                )}
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

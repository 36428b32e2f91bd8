import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type AdminOrganisation as Organisation, toDisplayPhone } from '@motorwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { SectionPanel } from '@/components/section-panel';
import { SidewaysTable } from '@/components/sideways-table';
import { InviteForm } from '@/features/account';
import { BranchCards, BranchForm } from '@/features/organisation-admin';
import { errorMessageOf } from '@/lib/api-client';
import {
  adminOrganisationKeys,
  useAdminOrganisation,
  useOrganisationInvites,
  useSaveAdminBranch,
  useUpdateOrganisation,
} from '../api/admin-organisations-api';
import { OrganisationForm } from './organisation-form';

const contactLine = (c: {
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}) =>
  [c.contactName, c.contactEmail, c.contactPhone ? toDisplayPhone(c.contactPhone) : null]
    .filter(Boolean)
    .join(' · ');

function Branches({ organisation }: { organisation: Organisation }) {
  const save = useSaveAdminBranch();
  return (
    <BranchCards
      branches={organisation.branches}
      detail={contactLine}
      form={(branch, done) => (
        <BranchForm
          branch={branch}
          withContact
          onSave={(body) => save.mutateAsync({ id: organisation.id, body })}
          onDone={done}
        />
      )}
    />
  );
}

function StaffAndInvites({ organisation }: { organisation: Organisation }) {
  const invites = useOrganisationInvites(organisation.id);
  const client = useQueryClient();
  const branchName = (id: string | null) => organisation.branches.find((b) => b.id === id)?.branchName ?? '-';
  return (
    <Stack gap="md">
      {organisation.staff.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No staff yet. The first person to accept an invite becomes the organisation’s admin.
        </Text>
      ) : (
        <SidewaysTable label="Staff" minWidth={560}>
          <Table aria-label="Staff">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Branches</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {organisation.staff.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{[s.firstName, s.lastName].filter(Boolean).join(' ') || '-'}</Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{s.role === 'admin' ? 'Admin' : 'Member'}</Table.Td>
                  <Table.Td>{s.branches.map((b) => b.branchName).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysTable>
      )}
      <Title order={3} fz="h5">
        Invites
      </Title>
      {invites.isPending ? (
        <Loader size="sm" aria-label="Loading the invites" />
      ) : invites.isError ? (
        <Alert color="red">{errorMessageOf(invites.error)}</Alert>
      ) : invites.data.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No invites yet.
        </Text>
      ) : (
        <SidewaysTable label="Invites" minWidth={560}>
          <Table aria-label="Invites">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Email</Table.Th>
                <Table.Th>Branch</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invites.data.map((i) => (
                <Table.Tr key={i.id}>
                  <Table.Td>{i.email}</Table.Td>
                  <Table.Td>{branchName(i.organizationBranchId)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={i.state === 'open' ? 'blue' : i.state === 'accepted' ? 'teal' : 'gray'}
                    >
                      {i.state}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDateTime(i.dateCreatedUtc)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysTable>
      )}
      {organisation.branches.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Add a branch to invite people into it.
        </Text>
      ) : (
        <InviteForm
          organisation={{ allOrganizationBranches: organisation.branches }}
          onSent={() =>
            void client.invalidateQueries({ queryKey: adminOrganisationKeys.invites(organisation.id) })
          }
        />
      )}
    </Stack>
  );
}

/** /admin/organisations/{id}: an organisation's details, branches, programmes, staff and invites (decision 060). */
export function AdminOrganisation({ id }: { id: string }) {
  const organisation = useAdminOrganisation(id);
  const update = useUpdateOrganisation();
  if (organisation.isPending) return <Loader aria-label="Loading the organisation" />;
  if (organisation.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(organisation.error)}
      </Alert>
    );
  const o = organisation.data;
  return (
    <Stack gap="lg">
      <SectionPanel labelledBy="admin-organisation-details">
        <Stack gap="md">
          <Title order={2} fz="h4" id="admin-organisation-details">
            Details and contact
          </Title>
          <OrganisationForm
            key={JSON.stringify([o.name, o.kind, o.registrationNumber, o.taxNumber, contactLine(o)])}
            organisation={o}
            save={(body) => update.mutateAsync({ id: o.id, body })}
            onSaved={() =>
              notifications.show({ color: 'teal', title: 'Saved', message: 'The details are saved.' })
            }
          />
          <Group gap="xs">
            <Text fz="sm" fw={600}>
              Partner programmes:
            </Text>
            {o.programmes.length === 0 ? (
              <Text fz="sm" c="dimmed">
                none (change them on the Programmes page)
              </Text>
            ) : (
              o.programmes.map((p) => (
                <Badge key={p.key} variant="light">
                  {p.name}
                </Badge>
              ))
            )}
          </Group>
        </Stack>
      </SectionPanel>
      <SectionPanel labelledBy="admin-organisation-branches">
        <Stack gap="md">
          <Title order={2} fz="h4" id="admin-organisation-branches">
            Branches
          </Title>
          <Branches organisation={o} />
        </Stack>
      </SectionPanel>
      <SectionPanel labelledBy="admin-organisation-staff">
        <Stack gap="md">
          <Title order={2} fz="h4" id="admin-organisation-staff">
            Staff and invites
          </Title>
          <StaffAndInvites organisation={o} />
        </Stack>
      </SectionPanel>
    </Stack>
  );
}

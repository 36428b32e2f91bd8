import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  MultiSelect,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ADMIN_API,
  type AdminWorkshop,
  BANK_VERIFICATION_STATES,
  type BankVerificationState,
  formatDate,
  INVITES_API,
  QUOTE_KINDS,
  QUOTE_TYPES,
  type QuoteKind,
  type QuoteType,
  REQUEST_TYPE_OF_KIND,
  type UpdateAdminWorkshopInput,
  type UpdateWorkshopProfileInput,
} from '@motorwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { SidewaysTable } from '@/components/sideways-table';
import { useAdminOrganisations } from '@/features/admin-organisations';
import { profileDefaults, WorkshopProfileForm } from '@/features/workshop-portal';
import { apiClient, firstErrorMessageOf } from '@/lib/api-client';
import {
  onboardingKeys,
  useAdminWorkshop,
  useAdminWorkshops,
  useAdminWorkshopUsers,
  useChangeWorkshop,
  useServedRegions,
} from '../api/workshop-applications-api';
import { quoteTypeLabel } from './labels';

/** /admin/workshops: every workshop, searched by name; suspended and expired certifications marked. */
export function AdminWorkshopsList() {
  const [search, setSearch] = useState('');
  const list = useAdminWorkshops(search);
  return (
    <Stack gap="md">
      <TextInput label="Search by name" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {list.isPending && <Loader aria-label="Loading the workshops" />}
      {list.isError && <Alert color="red">{firstErrorMessageOf(list.error)}</Alert>}
      {list.data && (
        <SidewaysTable label="Workshops" minWidth={560}>
          <Table striped highlightOnHover aria-label="Workshops">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Workshop</Table.Th>
                <Table.Th>City</Table.Th>
                <Table.Th>Standing</Table.Th>
                <Table.Th>Certifications</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((w) => (
                <Table.Tr key={w.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/workshops/${w.id}`}>
                      {w.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{w.city ?? ''}</Table.Td>
                  <Table.Td>
                    {w.isActive ? (
                      <Badge color="teal" variant="light">
                        Active
                      </Badge>
                    ) : (
                      <Badge color="red" variant="light" title={w.suspendedReason ?? undefined}>
                        Suspended
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {w.expiredCertifications > 0 && (
                      <Badge color="orange" variant="light">
                        {w.expiredCertifications} expired
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </SidewaysTable>
      )}
    </Stack>
  );
}

/** The organisation field's choice for a public workshop (no organisation). */
const PUBLIC = 'public';

/** The admin's own fields, saved with the profile as it is now. */
function AdminFields({ workshop }: { workshop: AdminWorkshop }) {
  const change = useChangeWorkshop(workshop.id);
  const regions = useServedRegions();
  const [services, setServices] = useState<string[]>(workshop.services);
  const [quoteTypes, setQuoteTypes] = useState<string[]>(workshop.quoteTypes);
  const [regionIds, setRegionIds] = useState<string[]>(workshop.regionIds);
  const [organizationId, setOrganizationId] = useState(workshop.organizationId ?? '');
  const organisations = useAdminOrganisations();
  // The organisations by name; one the list does not hold (yet) stays choosable by its id.
  const organisationOptions = [
    { value: PUBLIC, label: 'None: a public workshop' },
    ...(organisations.data ?? []).map((o) => ({ value: o.id, label: o.name })),
    ...(workshop.organizationId && !organisations.data?.some((o) => o.id === workshop.organizationId)
      ? [
          {
            value: workshop.organizationId,
            label: organisations.isPending ? 'Loading…' : workshop.organizationId,
          },
        ]
      : []),
  ];
  const [bank, setBank] = useState<BankVerificationState | ''>(workshop.bankVerification ?? '');
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    setProblem(null);
    try {
      await change.mutateAsync({
        step: 'update',
        body: {
          profile: profileDefaults(workshop),
          services: services as QuoteKind[],
          quoteTypes: quoteTypes as QuoteType[],
          regionIds,
          organizationId: organizationId || null,
          bankVerification: bank || null,
        },
      });
      notifications.show({ color: 'teal', title: 'Saved', message: `${workshop.name} is updated.` });
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Stack gap="md">
      {problem && (
        <FormAlert kind="error" title="Not saved">
          {problem}
        </FormAlert>
      )}
      <Checkbox.Group label="Services" value={services} onChange={setServices}>
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="xs">
          {QUOTE_KINDS.map((k) => (
            <Checkbox key={k} value={k} label={REQUEST_TYPE_OF_KIND[k]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group label="Quote types" value={quoteTypes} onChange={setQuoteTypes}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {QUOTE_TYPES.map((t) => (
            <Checkbox key={t} value={t} label={quoteTypeLabel(t)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MultiSelect
          label="Regions served"
          description="The first is its home region"
          placeholder={regionIds.length === 0 ? 'None' : undefined}
          searchable
          hidePickedOptions
          nothingFoundMessage="No region by that name"
          value={regionIds}
          onChange={setRegionIds}
          data={[
            ...(regions.data ?? []).map((r) => ({ value: r.id, label: r.name })),
            // A region the list does not hold (yet) stays shown by its id rather than dropped.
            ...regionIds
              .filter((id) => !regions.data?.some((r) => r.id === id))
              .map((id) => ({ value: id, label: regions.isPending ? 'Loading…' : id })),
          ]}
        />
        <Select
          label="Organisation"
          description="Type to find it by name"
          placeholder={organisations.isPending ? 'Loading the organisations…' : undefined}
          searchable
          nothingFoundMessage="No organisation by that name"
          value={organizationId || PUBLIC}
          onChange={(value) => setOrganizationId(value && value !== PUBLIC ? value : '')}
          error={organisations.isError ? 'The organisations could not be loaded.' : undefined}
          data={organisationOptions}
        />
        <NativeSelect
          label="Bank details"
          value={bank}
          onChange={(e) => setBank(e.currentTarget.value as BankVerificationState | '')}
          disabled={!workshop.bankAccount}
          data={[
            { value: '', label: workshop.bankAccount ? 'Unchanged' : 'No bank account' },
            ...BANK_VERIFICATION_STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
          ]}
        />
      </SimpleGrid>
      <Group>
        <Button onClick={save} loading={change.isPending}>
          Save the admin settings
        </Button>
      </Group>
    </Stack>
  );
}

function SuspensionPanel({ workshop }: { workshop: AdminWorkshop }) {
  const change = useChangeWorkshop(workshop.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const step = workshop.isActive ? 'suspend' : 'reinstate';
  const run = async () => {
    setProblem(null);
    try {
      await change.mutateAsync({ step, reason });
      setOpen(false);
      setReason('');
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };
  return (
    <Stack gap="xs">
      {workshop.suspension && (
        <Alert color="red" variant="light" title="Suspended">
          Since {formatDate(workshop.suspension.sinceUtc)}: {workshop.suspension.reason}
        </Alert>
      )}
      <Group>
        <Button color={workshop.isActive ? 'red' : 'teal'} variant="light" onClick={() => setOpen(true)}>
          {workshop.isActive ? 'Suspend the workshop' : 'Reinstate the workshop'}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={workshop.isActive ? 'Suspend' : 'Reinstate'}>
        <Stack>
          {problem && <Alert color="red">{problem}</Alert>}
          <Textarea
            label="Reason"
            description={workshop.isActive ? 'The workshop sees it in its portal.' : undefined}
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <Button onClick={run} loading={change.isPending}>
            {workshop.isActive ? 'Suspend' : 'Reinstate'}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function UsersPanel({ workshopId }: { workshopId: string }) {
  const users = useAdminWorkshopUsers(workshopId);
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: onboardingKeys.workshopUsers(workshopId) });
  const act = async (call: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await call();
      notifications.show({ color: 'teal', title: 'Done', message: done });
      await refresh();
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };
  return (
    <Stack gap="sm">
      {problem && <Alert color="red">{problem}</Alert>}
      {users.data && (
        <Table>
          <Table.Tbody>
            {users.data.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>{[u.firstName, u.lastName].filter(Boolean).join(' ')}</Table.Td>
                <Table.Td>{u.email}</Table.Td>
                <Table.Td>{u.role}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    color={u.disabled ? 'teal' : 'red'}
                    onClick={() =>
                      act(
                        () =>
                          apiClient.call(ADMIN_API.postAdminUsersDisable, {
                            params: { id: u.id },
                            body: { disabled: !u.disabled },
                          }),
                        u.disabled ? `${u.email} can sign in again.` : `${u.email} is disabled.`,
                      )
                    }
                  >
                    {u.disabled ? 'Enable' : 'Disable'}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="end">
        <TextInput
          label="Invite a user (e-mail)"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <Button
          onClick={() =>
            act(
              () =>
                apiClient
                  .call(INVITES_API.createInvite, { body: { email, workshopId } })
                  .then(() => setEmail('')),
              `We mailed an invite to ${email}.`,
            )
          }
        >
          Invite
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        An invited person becomes a user of this workshop when they accept.
      </Text>
    </Stack>
  );
}

/** /admin/workshops/:id: the workshop's profile, the admin's fields, suspension and users. */
export function AdminWorkshopDetail({ id }: { id: string }) {
  const workshop = useAdminWorkshop(id);
  const change = useChangeWorkshop(id);
  if (workshop.isPending) return <Loader aria-label="Loading the workshop" />;
  if (workshop.isError) return <Alert color="red">{firstErrorMessageOf(workshop.error)}</Alert>;
  const w = workshop.data;
  const expired = w.workshopCertifications.filter((c) => c.expired);
  const adminFields = (): Omit<UpdateAdminWorkshopInput, 'profile'> => ({
    services: w.services as QuoteKind[],
    quoteTypes: w.quoteTypes as QuoteType[],
    regionIds: w.regionIds,
    organizationId: w.organizationId,
    bankVerification: null,
  });
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <Title order={2} fz="h3">
          {w.name}
        </Title>
        <Badge color={w.isActive ? 'teal' : 'red'} variant="light">
          {w.isActive ? 'Active' : 'Suspended'}
        </Badge>
      </Group>
      {expired.length > 0 && (
        <Alert color="orange" variant="light" title="Expired certifications">
          {expired.map((c) => `${c.name} (valid until ${formatDate(c.validUntil)})`).join(', ')}
        </Alert>
      )}
      <SuspensionPanel workshop={w} />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Admin settings
        </Title>
        <AdminFields key={w.id + w.quoteTypes.join()} workshop={w} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Users
        </Title>
        <UsersPanel workshopId={w.id} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Profile
        </Title>
        <WorkshopProfileForm
          key={w.id}
          profile={w}
          save={(values: UpdateWorkshopProfileInput) =>
            change.mutateAsync({ step: 'update', body: { profile: values, ...adminFields() } })
          }
          uploadLogo={(file) => change.mutateAsync({ step: 'logo', file })}
        />
      </Stack>
    </Stack>
  );
}

import { Alert, Anchor, Badge, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { formatDate, ORGANISATION_KIND_LABELS, type OrganisationKind } from '@motorwise/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '@/lib/api-client';
import { useAdminOrganisations, useCreateOrganisation } from '../api/admin-organisations-api';
import { OrganisationForm } from './organisation-form';

export const kindLabel = (kind: string) => ORGANISATION_KIND_LABELS[kind as OrganisationKind] ?? kind;

/** /admin/organisations: every organisation with its branches, staff and programmes; a new one (decision 060). */
export function AdminOrganisations() {
  const organisations = useAdminOrganisations();
  const create = useCreateOrganisation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  if (organisations.isPending) return <Loader aria-label="Loading the organisations" />;
  if (organisations.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(organisations.error)}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" fz="sm">
          {organisations.data.length} organisation(s)
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setCreating(true)}>
          New organisation
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Branches</Table.Th>
              <Table.Th>Staff</Table.Th>
              <Table.Th>Programmes</Table.Th>
              <Table.Th>Since</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organisations.data.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/organisations/${o.id}`}>
                    {o.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{kindLabel(o.kind)}</Table.Td>
                <Table.Td>{o.branchCount}</Table.Td>
                <Table.Td>{o.staffCount}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {o.programmes.map((p) => (
                      <Badge key={p.key} variant="light">
                        {p.name}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDate(o.dateCreatedUtc)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New organisation" size="lg" centered>
        {creating && (
          <OrganisationForm
            organisation={null}
            save={(body) => create.mutateAsync(body)}
            onSaved={(o) => navigate(`/admin/organisations/${o.id}`)}
          />
        )}
      </Modal>
    </Stack>
  );
}

import { Badge, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Organisation } from '@motorwise/shared';
import { IconMapPin } from '@tabler/icons-react';
import { addressLine } from '@/features/addresses';

/**
 * spec: organisation users see their organisation (name, registration number, tax number) and branch cards
 * (branch name, address): the branches they may work in (issue 19 item 7; an admin every branch). Read only
 * here; the branch picker in the header changes the current branch.
 */
export function OrganisationPanel({ organisation }: { organisation: Organisation }) {
  const current = organisation.authUser.organizationBranchId;
  return (
    <Stack gap="md">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={{ base: 130, sm: 200 }}>Organisation</Table.Th>
            <Table.Td>{organisation.name}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Registration number</Table.Th>
            <Table.Td>{organisation.registrationNumber ?? '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Tax number</Table.Th>
            <Table.Td>{organisation.taxNumber ?? '—'}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text fw={600} fz="sm">
        Your branches
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {organisation.organizationBranches.map((branch) => (
          <Card key={branch.id} withBorder radius="md" padding="sm" component="li">
            <Stack gap={4}>
              <Text fw={600}>
                {branch.branchName}{' '}
                {branch.id === current && (
                  <Badge size="sm" variant="light" ml={4}>
                    Current branch
                  </Badge>
                )}
              </Text>
              <Text fz="sm" c="dimmed">
                <IconMapPin size={14} aria-hidden="true" style={{ verticalAlign: -2, marginRight: 4 }} />
                {addressLine(branch.address)}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        Use the branch picker at the top of the page to change the branch you work in.
      </Text>
    </Stack>
  );
}

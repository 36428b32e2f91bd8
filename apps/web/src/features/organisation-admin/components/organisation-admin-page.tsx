import { Alert, Button, Collapse, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SectionPanel } from '@/components/section-panel';
import { InviteForm } from '@/features/account';
import { errorMessageOf } from '@/lib/api-client';
import { useOrganisation } from '../api/organisation-admin-api';
import { BranchesPanel } from './branches-panel';
import { DetailsForm } from './details-form';
import { StaffTable } from './staff-table';

/** /organisation: an organisation admin's staff, details and branches (issue 12 item 8, decision 038). */
export function OrganisationAdmin() {
  const organisation = useOrganisation();
  const [inviting, setInviting] = useState(false);
  if (organisation.isPending) return <Loader aria-label="Loading the organisation" />;
  if (organisation.isError) return <Alert color="red">{errorMessageOf(organisation.error)}</Alert>;
  const o = organisation.data;
  return (
    <Stack gap="lg">
      <SectionPanel labelledBy="organisation-staff">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={2} fz="h4" id="organisation-staff">
                Staff
              </Title>
              <Text fz="sm" c="dimmed">
                Who works in which branch. Admins manage the organisation; members work in it.
              </Text>
            </div>
            <Button
              variant={inviting ? 'default' : 'filled'}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => setInviting((v) => !v)}
              aria-expanded={inviting}
            >
              Invite a colleague
            </Button>
          </Group>
          <Collapse expanded={inviting}>
            <InviteForm organisation={o} />
          </Collapse>
          <StaffTable organisation={o} selfId={o.authUser.id} />
        </Stack>
      </SectionPanel>
      <SectionPanel labelledBy="organisation-details">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="organisation-details">
              Details
            </Title>
            <Text fz="sm" c="dimmed">
              Workshops see these on your organisation’s requests.
            </Text>
          </div>
          <DetailsForm key={`${o.name}|${o.registrationNumber}|${o.taxNumber}`} organisation={o} />
        </Stack>
      </SectionPanel>
      <SectionPanel labelledBy="organisation-branches">
        <Stack gap="md">
          <div>
            <Title order={2} fz="h4" id="organisation-branches">
              Branches
            </Title>
            <Text fz="sm" c="dimmed">
              Each branch has its own requests, vehicles and staff.
            </Text>
          </div>
          <BranchesPanel organisation={o} />
        </Stack>
      </SectionPanel>
    </Stack>
  );
}

import { Alert, Center, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ApplicationUser } from '@motorwise/shared';
import { IconBuilding, IconLock, IconShieldLock, IconUser } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ReminderChoicesPanel } from '@/features/reminders';
import { errorMessageOf } from '@/lib/api-client';
import { storeApplicationUser } from '@/lib/session';
import { accountKeys, useApplicationUser } from '../api/account-api';
import { InviteForm } from './invite-form';
import { OrganisationPanel } from './organisation-panel';
import { PasswordForm } from './password-form';
import { PrivacyPanel } from './privacy-panel';
import { ProfileForm } from './profile-form';
import { TextSettingsPanel } from './text-settings-panel';
import { TwoFactorPanel } from './two-factor-panel';

function Panel({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4">
            {title}
          </Title>
          {lead && (
            <Text fz="sm" c="dimmed">
              {lead}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** /account: profile, security (password, two-factor), privacy (POPIA) and, for organisation users, the organisation. */
export function AccountView() {
  const queryClient = useQueryClient();
  const user = useApplicationUser();
  // A link may open a tab: a reminder's mail opens Privacy, where reminders are turned off (decision 078).
  const [searchParams] = useSearchParams();

  if (user.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  if (user.isError) {
    return (
      <Alert color="red" title="Your account could not be loaded" role="alert">
        {errorMessageOf(user.error)}
      </Alert>
    );
  }
  const u = user.data;
  const saved = (next: ApplicationUser) => {
    queryClient.setQueryData(accountKeys.user, next);
    storeApplicationUser(next);
  };

  return (
    <Tabs defaultValue={searchParams.get('tab') ?? 'profile'} keepMounted={false} variant="pills" radius="xl">
      <Tabs.List mb="lg" style={{ flexWrap: 'wrap', gap: 6 }}>
        <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          Profile
        </Tabs.Tab>
        <Tabs.Tab value="security" leftSection={<IconLock size={16} aria-hidden="true" />}>
          Security
        </Tabs.Tab>
        <Tabs.Tab value="privacy" leftSection={<IconShieldLock size={16} aria-hidden="true" />}>
          Privacy
        </Tabs.Tab>
        {u.organization && (
          <Tabs.Tab value="organisation" leftSection={<IconBuilding size={16} aria-hidden="true" />}>
            Organisation
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="profile">
        <Panel title="Your details" lead="Used on your quote requests and invoices.">
          <ProfileForm user={u} onSaved={saved} />
        </Panel>
      </Tabs.Panel>
      <Tabs.Panel value="security">
        <Stack gap="lg">
          <Panel title={u.hasPassword ? 'Change password' : 'Add a password'}>
            <PasswordForm
              hasPassword={u.hasPassword}
              onAdded={() => void queryClient.invalidateQueries({ queryKey: accountKeys.user })}
            />
          </Panel>
          <Panel
            title="Two-factor sign-in"
            lead="A code from an authenticator app on your phone, as well as your password."
          >
            <TwoFactorPanel hasPassword={u.hasPassword} />
          </Panel>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="privacy">
        <Stack gap="lg">
          <Panel
            title="Your data and privacy"
            lead="Your rights under the Protection of Personal Information Act (POPIA)."
          >
            <PrivacyPanel hasPassword={u.hasPassword} twoFactorEnabled={u.twoFactorEnabled} />
          </Panel>
          <Panel
            title="Text messages"
            lead="Updates by SMS or WhatsApp, as well as by e-mail: only if you switch them on."
          >
            <TextSettingsPanel />
          </Panel>
          <Panel
            title="Reminders"
            lead="Service, licence disk and roadworthy reminders for the vehicles in My Garage, and work a workshop recommended. Turn off any you do not want."
          >
            <ReminderChoicesPanel />
          </Panel>
        </Stack>
      </Tabs.Panel>
      {u.organization && (
        <Tabs.Panel value="organisation">
          <Stack gap="lg">
            <Panel title="Your organisation">
              <OrganisationPanel organisation={u.organization} />
            </Panel>
            {/* Only organisation admins invite (decision 038). */}
            {u.organization.authUser.role === 'admin' && (
              <Panel
                title="Invite a colleague"
                lead={`We e-mail them a link to join ${u.organization.name} and sign up.`}
              >
                <InviteForm organisation={u.organization} />
              </Panel>
            )}
          </Stack>
        </Tabs.Panel>
      )}
    </Tabs>
  );
}

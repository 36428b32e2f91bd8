import { Button, Checkbox, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconDeviceLaptopOff, IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { saveFile } from '@/lib/save-file';
import { clearStoredSession } from '@/lib/session-storage';
import { deleteAccount, exportMyData, signOutEverywhere } from '../api/account-api';
import { ReauthDialog } from './two-factor-panel';

export const DELETE_ACCOUNT_EXPLANATION =
  'This erases your account, your garage, your notifications and your messages, and removes your name and contact details from your quote requests. Tax law makes us keep the invoice details of paid jobs (the business name, VAT number and address on them) for five years. This cannot be undone.';

/**
 * POPIA: the person can see and take away what we hold (a file), end every session, and erase the account
 * (keeping only what tax law requires).
 */
export function PrivacyPanel({
  hasPassword,
  twoFactorEnabled,
}: {
  hasPassword: boolean;
  twoFactorEnabled: boolean;
}) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [understood, setUnderstood] = useState(false);

  return (
    <Stack gap="lg">
      {problem && <FormAlert kind="error">{problem}</FormAlert>}
      <Section
        title="Download my data"
        text="A file (JSON) with everything Motorwise holds about you: your account, vehicles, quote requests, quotes, payments, messages and sign-ins."
      >
        <Button
          variant="default"
          loading={downloading}
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          onClick={async () => {
            setDownloading(true);
            setProblem(null);
            try {
              const file = await exportMyData();
              saveFile(file.blob, file.fileName ?? 'motorwise-my-data.json');
            } catch (error) {
              setProblem(errorMessageOf(error));
            } finally {
              setDownloading(false);
            }
          }}
        >
          Download my data
        </Button>
      </Section>
      <Divider />
      <Section
        title="Sign out everywhere"
        text="Ends every session of your account, on this device and all others (a lost phone, a shared computer)."
      >
        <Button
          variant="default"
          leftSection={<IconDeviceLaptopOff size={18} aria-hidden="true" />}
          onClick={() => setConfirmSignOut(true)}
        >
          Sign out everywhere
        </Button>
      </Section>
      <Divider />
      <Section title="Delete my account" text="Erase your account and personal information from Motorwise.">
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setDeleting(true)}
        >
          Delete my account
        </Button>
      </Section>

      <Modal
        opened={confirmSignOut}
        onClose={() => setConfirmSignOut(false)}
        title="Sign out everywhere?"
        centered
      >
        <Stack gap="md">
          <Text fz="sm">You will need to sign in again on every device, this one included.</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirmSignOut(false)}>
              Cancel
            </Button>
            <Button
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                try {
                  await signOutEverywhere();
                } catch {
                  // Signed out here whatever happened there.
                }
                clearStoredSession();
                browser.assign('/');
              }}
            >
              Sign out everywhere
            </Button>
          </Group>
        </Stack>
      </Modal>

      <ReauthDialog
        opened={deleting}
        title="Delete your account?"
        action="Delete my account"
        danger
        explanation={DELETE_ACCOUNT_EXPLANATION}
        hasPassword={hasPassword}
        needsCode={twoFactorEnabled}
        onClose={() => {
          setDeleting(false);
          setUnderstood(false);
        }}
        onConfirm={async (body) => {
          if (!understood) throw new Error('Please tick the box to confirm.');
          await deleteAccount(body);
          clearStoredSession();
          browser.assign('/');
        }}
      >
        <Checkbox
          label="I understand that my account is erased and cannot be restored."
          checked={understood}
          onChange={(e) => setUnderstood(e.currentTarget.checked)}
        />
      </ReauthDialog>
    </Stack>
  );
}

function Section({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 280px' }}>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {children}
    </Group>
  );
}

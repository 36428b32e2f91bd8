import {
  Badge,
  Button,
  Center,
  Code,
  CopyButton,
  Grid,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
} from '@mantine/core';

import { formatDate, type TwoFactorEnrolment } from '@motorwise/shared';
import { IconCheck, IconCopy, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthenticatorCodeInput } from '@/components/authenticator-code-input';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import {
  accountKeys,
  confirmTwoFactor,
  disableTwoFactor,
  enrolTwoFactor,
  renewRecoveryCodes,
  useTwoFactorStatus,
} from '../api/account-api';
import { EMPTY_REAUTH, ReauthFields, type ReauthState, reauthBody, reauthErrors } from './reauth-fields';
import { RecoveryCodes } from './recovery-codes';

/** The secret in groups of four, easier to type into an app by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Two-factor sign-in with an authenticator app (TOTP): enrol with the QR code or the secret typed by hand,
 * prove it with a code, keep the recovery codes (shown once); turn it off or renew the codes with the
 * password and a code.
 */
export function TwoFactorPanel({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const status = useTwoFactorStatus();
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor });

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          void refresh();
        }}
      />
    );
  }
  if (enrolment) {
    return (
      <Enrol
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(message, recoveryCodes) => {
          setEnrolment(null);
          setNotice(message);
          setCodes(recoveryCodes);
          void queryClient.invalidateQueries({ queryKey: accountKeys.user });
        }}
      />
    );
  }
  if (status.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading two-factor settings" />
      </Center>
    );
  }
  if (status.isError) return <FormAlert kind="error">{errorMessageOf(status.error)}</FormAlert>;

  const on = status.data.enabled;
  return (
    <Stack gap="md">
      {notice && <FormAlert kind="success">{notice}</FormAlert>}
      {problem && <FormAlert kind="error">{problem}</FormAlert>}
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {on ? (
          <IconShieldCheck
            size={28}
            color="var(--mantine-color-teal-7)"
            aria-hidden="true"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <IconShieldOff
            size={28}
            color="var(--mantine-color-gray-6)"
            aria-hidden="true"
            style={{ flexShrink: 0 }}
          />
        )}
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>Authenticator app</Text>
            <Badge color={on ? 'teal' : 'gray'} variant="light">
              {on ? 'On' : 'Off'}
            </Badge>
          </Group>
          <Text fz="sm" c="dimmed">
            {on
              ? `On since ${formatDate(status.data.enabledUtc)}. ${status.data.recoveryCodesLeft} recovery code${
                  status.data.recoveryCodesLeft === 1 ? '' : 's'
                } left.`
              : 'Signing in asks for a code from an app such as Google Authenticator or Microsoft Authenticator, as well as your password.'}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end" gap="xs">
        {on ? (
          <>
            <Button variant="default" onClick={() => setDialog('renew')}>
              New recovery codes
            </Button>
            <Button variant="light" color="red" onClick={() => setDialog('disable')}>
              Turn off
            </Button>
          </>
        ) : (
          <Button
            loading={busy}
            leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
            onClick={async () => {
              setBusy(true);
              setProblem(null);
              setNotice(null);
              try {
                setEnrolment(await enrolTwoFactor());
              } catch (error) {
                setProblem(errorMessageOf(error));
              } finally {
                setBusy(false);
              }
            }}
          >
            Turn on two-factor sign-in
          </Button>
        )}
      </Group>
      <ReauthDialog
        opened={dialog !== null}
        title={dialog === 'disable' ? 'Turn off two-factor sign-in' : 'New recovery codes'}
        action={dialog === 'disable' ? 'Turn off' : 'Make new codes'}
        danger={dialog === 'disable'}
        hasPassword={hasPassword}
        explanation={
          dialog === 'disable'
            ? 'Signing in will then need only your password.'
            : 'Your old recovery codes stop working.'
        }
        onClose={() => setDialog(null)}
        onConfirm={async (body) => {
          if (dialog === 'disable') {
            const answer = await disableTwoFactor(body);
            setNotice(answer.message);
            await refresh();
            void queryClient.invalidateQueries({ queryKey: accountKeys.user });
          } else {
            const answer = await renewRecoveryCodes(body);
            setNotice(null);
            setCodes(answer.recoveryCodes);
          }
          setDialog(null);
        }}
      />
    </Stack>
  );
}

function Enrol({
  enrolment,
  onCancel,
  onConfirmed,
}: {
  enrolment: TwoFactorEnrolment;
  onCancel: () => void;
  onConfirmed: (message: string, codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label="Set up two-factor sign-in"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (!/^\d{6}$/.test(code)) {
          setError('Enter the 6 digits from your authenticator app.');
          return;
        }
        setBusy(true);
        setError(null);
        try {
          const answer = await confirmTwoFactor(code);
          onConfirmed(answer.message, answer.recoveryCodes);
        } catch (e) {
          setError(errorMessageOf(e));
        } finally {
          setBusy(false);
        }
      }}
    >
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, sm: 'content' }}>
          <Center>
            <Image
              src={enrolment.qrCodeDataUrl}
              alt="QR code to scan with your authenticator app"
              w={180}
              h={180}
              radius="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)' }}
            />
          </Center>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 'auto' }}>
          <Stack gap="sm">
            <Text fz="sm">
              <strong>1.</strong> Scan the QR code with your authenticator app. Cannot scan? Type this key in
              instead:
            </Text>
            <Group gap="xs" wrap="wrap">
              <Code fz="sm" data-testid="two-factor-secret" style={{ wordBreak: 'break-all' }}>
                {groupSecret(enrolment.secret)}
              </Code>
              <CopyButton value={enrolment.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={copy}
                    aria-label="Copy the key"
                    leftSection={
                      copied ? (
                        <IconCheck size={14} aria-hidden="true" />
                      ) : (
                        <IconCopy size={14} aria-hidden="true" />
                      )
                    }
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text fz="sm">
              <strong>2.</strong> Enter the 6-digit code the app shows.
            </Text>
            <AuthenticatorCodeInput value={code} onChange={setCode} error={error} maw={220} />
            <Group gap="xs">
              <Button type="submit" loading={busy}>
                Confirm
              </Button>
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** Asks for the password and a code, then runs the action; the API's message shows in the dialog. */
export function ReauthDialog({
  opened,
  title,
  action,
  explanation,
  danger,
  hasPassword,
  needsCode = true,
  onClose,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  action: string;
  explanation: string;
  danger?: boolean;
  hasPassword: boolean;
  needsCode?: boolean;
  onClose: () => void;
  onConfirm: (body: ReturnType<typeof reauthBody>) => Promise<void>;
  children?: React.ReactNode;
}) {
  const [state, setState] = useState<ReauthState>(EMPTY_REAUTH);
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needs = { password: hasPassword, code: needsCode };
  const close = () => {
    setState(EMPTY_REAUTH);
    setErrors({});
    setProblem(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const found = reauthErrors(state, needs);
          setErrors(found);
          if (found.password || found.code) return;
          setBusy(true);
          setProblem(null);
          try {
            await onConfirm(reauthBody(state, needs));
            setState(EMPTY_REAUTH);
          } catch (error) {
            setProblem(
              error instanceof Error && !isApiError(error) && error.message
                ? error.message
                : errorMessageOf(error),
            );
          } finally {
            setBusy(false);
          }
        }}
      >
        <Stack gap="md">
          <Text fz="sm">{explanation}</Text>
          {children}
          {problem && <FormAlert kind="error">{problem}</FormAlert>}
          <ReauthFields state={state} onChange={setState} needs={needs} errors={errors} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={danger ? 'red' : undefined} loading={busy}>
              {action}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

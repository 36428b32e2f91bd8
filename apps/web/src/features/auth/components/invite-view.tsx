import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONSENT_REQUIRED_MESSAGE,
  EMAIL_MAX_LENGTH,
  formatDateTime,
  type InviteView as Invite,
  type InviteRegisterInput,
  InviteRegisterSchema,
  LoginResult,
} from '@motorwise/shared';
import { IconBuildingStore, IconLogin2, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ConfirmPasswordInput,
  FirstNameInput,
  NewPasswordInput,
  PASSWORD_HINT,
  SurnameInput,
} from '@/components/account-fields';
import { FormAlert } from '@/components/form-alert';
import { PhoneInput } from '@/components/phone-input';
import { errorMessageOf } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { completeSignIn, fetchApplicationUser, storeApplicationUser, useSession } from '@/lib/session';
import { consentInvite, inviteRegister, useInvite } from '../api/auth-api';
import { FindInviteForm } from './find-invite-form';
import { GoogleButton } from './google-button';
import { TermsLabel } from './login-form';
import { withReturnUrl } from './return-url';

/**
 * /account/invite/{id} (alias /invite/{id}): the invite's fields with their read-only flags, consent with
 * the policy where the invite asks for it, and the three ways on: an invalid invite says why; an invite for
 * an existing account (requiresLogin) asks to sign in first and then accept; a new person signs up with a
 * password (or Google, when enabled) and is signed in.
 */
export function InviteView({ inviteId, onDone }: { inviteId: string | null; onDone: () => void }) {
  const session = useSession();
  const userId = session.user ? String(session.user.id) : null;
  const invite = useInvite(inviteId, userId);

  // No invite's code (the footer's Invite link): ask for the invite again.
  if (!inviteId) return <FindInviteForm />;
  if (invite.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your invite" />
      </Center>
    );
  }
  if (invite.isError) {
    return (
      <FormAlert kind="error" title="Invite not loaded">
        {errorMessageOf(invite.error)}
      </FormAlert>
    );
  }
  const data = invite.data;
  if (data.invalidInvite) {
    return (
      <Stack gap="md">
        <FormAlert kind="error" title="Invite not valid">
          {data.invalidInviteError ?? 'This invite link is not valid. Please ask for a new invite.'}
        </FormAlert>
        <Group justify="flex-end">
          <Button component={Link} to="/contact" variant="default">
            Contact us
          </Button>
          <Button component={Link} to="/home">
            Back to home
          </Button>
        </Group>
      </Stack>
    );
  }

  const returnHere = `/account/invite/${encodeURIComponent(inviteId)}`;
  return (
    <Stack gap="lg">
      <InviteSummary invite={data} />
      {data.requiresLogin ? (
        <Stack gap="sm">
          <FormAlert kind="info" title="Log in to accept">
            {session.status === 'authenticated'
              ? `You are logged in as ${session.user?.email}. This invite is for ${data.email}: log in with that account to accept it.`
              : `There is already a Motorwise account for ${data.email}. Log in with it, and you will come back here to accept the invite.`}
          </FormAlert>
          <Group justify="flex-end">
            <Button
              component={Link}
              to={`${withReturnUrl('/account/login', returnHere)}&email=${encodeURIComponent(data.email ?? '')}`}
              leftSection={<IconLogin2 size={18} aria-hidden="true" />}
            >
              Log in to accept
            </Button>
          </Group>
        </Stack>
      ) : session.status === 'authenticated' ? (
        <AcceptInvite inviteId={inviteId} invite={data} onDone={onDone} />
      ) : (
        <InviteSignUp inviteId={inviteId} invite={data} onDone={onDone} />
      )}
    </Stack>
  );
}

function InviteSummary({ invite }: { invite: Invite }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconBuildingStore size={28} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {invite.organizationName ? `Join ${invite.organizationName}` : 'Join Motorwise'}
          </Title>
          {invite.branchName && (
            <Text fz="sm">
              Branch: <strong>{invite.branchName}</strong>
            </Text>
          )}
          <Text fz="sm">
            Invited: <strong>{invite.email}</strong>
          </Text>
          {invite.expiresUtc && (
            <Text fz="xs" c="dimmed">
              This invite is valid until {formatDateTime(invite.expiresUtc)}.
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** spec: consent where required, with the policy text to read first. */
function Consent({
  invite,
  checked,
  onChange,
  error,
}: {
  invite: Invite;
  checked: boolean;
  onChange: (value: boolean) => void;
  error: string | null;
}) {
  if (!invite.requiresConsent) return null;
  return (
    <Stack gap="xs">
      <Text fw={600} fz="sm" id="invite-policy-title">
        Policy
      </Text>
      {invite.policy && (
        <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars>
          <Text
            fz="sm"
            style={{ whiteSpace: 'pre-wrap' }}
            aria-labelledby="invite-policy-title"
            component="div"
            p="sm"
            bg="gray.0"
          >
            {invite.policy}
          </Text>
        </ScrollArea.Autosize>
      )}
      <Checkbox
        label="I have read the policy and give my consent"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        error={error}
      />
    </Stack>
  );
}

function AcceptInvite({
  inviteId,
  invite,
  onDone,
}: {
  inviteId: string;
  invite: Invite;
  onDone: () => void;
}) {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (result?.kind === 'success') {
    return (
      <Stack gap="md">
        <FormAlert kind="success" title="Invite accepted">
          {result.text}
        </FormAlert>
        <Group justify="flex-end">
          <Button onClick={onDone}>Continue</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {result && <FormAlert kind="error">{result.text}</FormAlert>}
      <Consent
        invite={invite}
        checked={consent}
        onChange={(v) => {
          setConsent(v);
          setConsentError(null);
        }}
        error={consentError}
      />
      <Group justify="flex-end">
        <Button
          loading={busy}
          leftSection={<IconUserCheck size={18} aria-hidden="true" />}
          onClick={async () => {
            if (invite.requiresConsent && !consent) {
              setConsentError(CONSENT_REQUIRED_MESSAGE);
              return;
            }
            setBusy(true);
            try {
              const answer = await consentInvite(inviteId, consent);
              // The new membership changes the header (organisation, branch picker): reload the user.
              storeApplicationUser(await fetchApplicationUser());
              setResult({ kind: 'success', text: answer.message });
            } catch (error) {
              setResult({ kind: 'error', text: errorMessageOf(error) });
            } finally {
              setBusy(false);
            }
          }}
        >
          Accept invite
        </Button>
      </Group>
    </Stack>
  );
}

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'password',
  'confirmPassword',
  'acceptTerms',
] as const;

function InviteSignUp({
  inviteId,
  invite,
  onDone,
}: {
  inviteId: string;
  invite: Invite;
  onDone: () => void;
}) {
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checkInbox, setCheckInbox] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<InviteRegisterInput>({
    resolver: zodResolver(InviteRegisterSchema, undefined, { raw: true }),
    defaultValues: {
      firstName: invite.firstName ?? '',
      lastName: invite.lastName ?? '',
      email: invite.email ?? '',
      phoneNumber: invite.phoneNumber ?? '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    mode: 'onTouched',
  });

  if (checkInbox) {
    return (
      <FormAlert kind="success" title="Check your inbox">
        {checkInbox}
      </FormAlert>
    );
  }

  const consentOk = () => {
    if (invite.requiresConsent && !consent) {
      setConsentError(CONSENT_REQUIRED_MESSAGE);
      return false;
    }
    return true;
  };

  const send = async (body: InviteRegisterInput) => {
    setFormError(null);
    try {
      const answer = await inviteRegister(inviteId, {
        ...body,
        // Read-only fields are the invite's; the server keeps them whatever is sent.
        email: invite.emailReadonly ? null : body.email,
        phoneNumber: invite.phoneNumberReadonly ? null : body.phoneNumber || null,
        consent: invite.requiresConsent ? consent : undefined,
      });
      if (answer.result === LoginResult.success && answer.tokens) {
        await completeSignIn(answer.tokens);
        onDone();
      } else if (answer.result === LoginResult.emailConfirmationRequired) {
        setCheckInbox(answer.message);
      } else {
        setFormError(answer.message);
      }
    } catch (error) {
      setFormError(applyApiError(error, setError, FIELDS));
    }
  };

  const onSubmit = async (values: InviteRegisterInput) => {
    if (!consentOk()) return;
    await send(values);
  };

  const onGoogle = async (idToken: string) => {
    // Google proves the address; names, terms and consent still come from this form.
    const ok = await trigger(['firstName', 'lastName', 'acceptTerms']);
    if (!ok || !consentOk()) return;
    const values = getValues();
    await send({ ...values, password: null, confirmPassword: null, idToken });
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Accept your invitation">
      <Stack gap="md">
        {formError && (
          <FormAlert kind="error" title="Invite not accepted">
            {formError}
          </FormAlert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <FirstNameInput error={errors.firstName?.message} {...register('firstName')} />
          <SurnameInput error={errors.lastName?.message} {...register('lastName')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            readOnly={invite.emailReadonly}
            variant={invite.emailReadonly ? 'filled' : 'default'}
            rightSection={invite.emailReadonly ? <ReadOnlyBadge /> : undefined}
            rightSectionWidth={invite.emailReadonly ? 92 : undefined}
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneInput
            label="Phone (optional)"
            readOnly={invite.phoneNumberReadonly}
            variant={invite.phoneNumberReadonly ? 'filled' : 'default'}
            rightSection={invite.phoneNumberReadonly ? <ReadOnlyBadge /> : undefined}
            rightSectionWidth={invite.phoneNumberReadonly ? 92 : undefined}
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          {invite.hasPasswordLogin && (
            <>
              <NewPasswordInput
                withHint={false}
                label="Password"
                error={errors.password?.message}
                {...register('password')}
              />
              <ConfirmPasswordInput
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
            </>
          )}
        </SimpleGrid>
        {invite.hasPasswordLogin && (
          <Text fz="xs" c="dimmed" mt={-8}>
            {PASSWORD_HINT}
          </Text>
        )}
        <Consent
          invite={invite}
          checked={consent}
          onChange={(v) => {
            setConsent(v);
            setConsentError(null);
          }}
          error={consentError}
        />
        <Checkbox label={<TermsLabel />} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
        {invite.hasPasswordLogin && (
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={isSubmitting}
              leftSection={<IconUserCheck size={18} aria-hidden="true" />}
            >
              Accept and create account
            </Button>
          </Group>
        )}
        {invite.hasGoogleLogin && <GoogleButton onCredential={onGoogle} text="signup_with" withDivider />}
      </Stack>
    </form>
  );
}

function ReadOnlyBadge() {
  return (
    <Badge size="xs" variant="light" color="gray">
      Read only
    </Badge>
  );
}

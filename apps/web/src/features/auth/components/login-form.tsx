import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  ACCEPT_TERMS_MESSAGE,
  type Authenticate,
  AuthenticateSchema,
  EMAIL_MAX_LENGTH,
  type LoginAnswer,
  LoginResult,
  messages,
} from '@motorwise/shared';
import { IconLogin2, IconMailForward, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { type SubmitHandler, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthenticatorCodeInput } from '@/components/authenticator-code-input';
import { FormAlert } from '@/components/form-alert';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { applyApiError } from '@/lib/form-errors';
import { completeSignIn } from '@/lib/session';
import { authenticate, externalAuthenticate, resendConfirmation } from '../api/auth-api';
import { GoogleButton } from './google-button';
import { withReturnUrl } from './return-url';

type Credentials =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'google'; idToken: string; acceptTerms?: boolean };

type SecondFactor = { twoFactorCode: string } | { recoveryCode: string };

type Notice =
  | { kind: 'error' | 'warning' | 'success'; text: string }
  | { kind: 'confirm-email'; text: string; email: string }
  | { kind: 'new-password'; text: string; email: string | null }
  | { kind: 'locked'; text: string; email: string | null }
  | { kind: 'google-terms'; text: string; idToken: string };

interface LoginFormProps {
  returnUrl: string | null;
  /** After a successful sign-in (the user is loaded and stored). */
  onSignedIn: () => void;
  defaultEmail?: string;
}

/**
 * Sign-in (spec: login result codes 0 to 6). Every code has its own answer on the page:
 * 0 signs in, loads the user and moves on; 1 says why; 2 offers a new confirmation mail; 3 leads to
 * choosing a password through Forgot password; 4 says the account is locked for a while; 5 says the
 * account cannot sign in; 6 asks for the authenticator code (or a recovery code) and sends again.
 */
export function LoginForm({ returnUrl, onSignedIn, defaultEmail = '' }: LoginFormProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState<Credentials | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Authenticate>({
    resolver: zodResolver(AuthenticateSchema),
    defaultValues: { username: defaultEmail, password: '' },
    mode: 'onTouched',
  });

  const send = async (credentials: Credentials, second?: SecondFactor): Promise<LoginAnswer> =>
    credentials.kind === 'password'
      ? authenticate({ username: credentials.username, password: credentials.password, ...second })
      : externalAuthenticate({
          provider: 'google',
          idToken: credentials.idToken,
          ...(credentials.acceptTerms ? { acceptTerms: true } : {}),
          ...second,
        });

  /** Handles one answer; returns the message to show under the code field when a code was wrong. */
  const handleAnswer = async (credentials: Credentials, answer: LoginAnswer): Promise<string | null> => {
    const email = credentials.kind === 'password' ? credentials.username : null;
    switch (answer.result) {
      case LoginResult.success:
        if (!answer.tokens) {
          setNotice({ kind: 'error', text: 'Something went wrong. Please try again.' });
          return null;
        }
        await completeSignIn(answer.tokens);
        onSignedIn();
        return null;
      case LoginResult.requiresTwoFactor: {
        const first = pending === null;
        setPending(credentials);
        setNotice(null);
        // The first 6 asks; a 6 after a code means the code was not accepted.
        return first ? null : answer.message;
      }
      case LoginResult.emailConfirmationRequired:
        setPending(null);
        setNotice({ kind: 'confirm-email', text: answer.message, email: email ?? '' });
        return null;
      case LoginResult.newPasswordRequired:
        setPending(null);
        setNotice({ kind: 'new-password', text: answer.message, email });
        return null;
      case LoginResult.lockedOut:
        setPending(null);
        setNotice({ kind: 'locked', text: answer.message, email });
        return null;
      default:
        // 1 failed, 5 not allowed: the server's sentence says it without revealing more.
        setPending(null);
        setNotice({ kind: 'error', text: answer.message });
        return null;
    }
  };

  const run = async (credentials: Credentials, second?: SecondFactor): Promise<string | null> => {
    setBusy(true);
    try {
      const answer = await send(credentials, second);
      return await handleAnswer(credentials, answer);
    } catch (error) {
      if (credentials.kind === 'google' && isApiError(error) && error.errors?.acceptTerms) {
        // A new person signing up with Google accepts the terms first.
        setNotice({ kind: 'google-terms', text: ACCEPT_TERMS_MESSAGE, idToken: credentials.idToken });
        return null;
      }
      const message = applyApiError(error, setError, ['username', 'password']);
      if (message) setNotice({ kind: 'error', text: message });
      return null;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit: SubmitHandler<Authenticate> = async (values) => {
    setNotice(null);
    await run({ kind: 'password', username: values.username, password: values.password });
  };

  if (pending) {
    return (
      <TwoFactorStep
        busy={busy}
        onSubmit={(second) => run(pending, second)}
        onCancel={() => {
          setPending(null);
          setNotice(null);
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      {notice && <LoginNotice notice={notice} returnUrl={returnUrl} onGoogle={(c) => run(c)} />}
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Log in">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={withReturnUrl('/account/forgot-password', returnUrl)} fz="sm">
              Forgot password?
            </Anchor>
            <Button
              type="submit"
              loading={isSubmitting || busy}
              leftSection={<IconLogin2 size={18} aria-hidden="true" />}
            >
              Log in
            </Button>
          </Group>
        </Stack>
      </form>
      <GoogleButton
        onCredential={(idToken) => run({ kind: 'google', idToken })}
        text="signin_with"
        withDivider
      />
      <Text fz="sm" ta="center">
        New to Motorwise?{' '}
        <Anchor component={Link} to={withReturnUrl('/account/signup', returnUrl)} fw={600} inherit>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}

function LoginNotice({
  notice,
  returnUrl,
  onGoogle,
}: {
  notice: Notice;
  returnUrl: string | null;
  onGoogle: (credentials: Credentials) => void;
}) {
  const [resent, setResent] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);

  switch (notice.kind) {
    case 'confirm-email':
      return (
        <FormAlert kind="warning" title="Confirm your e-mail address">
          <Stack gap="xs">
            <Text fz="sm">{notice.text}</Text>
            {resent ? (
              <Text fz="sm" fw={600} role="status">
                {resent}
              </Text>
            ) : (
              <Group>
                <Button
                  size="xs"
                  variant="white"
                  loading={resending}
                  leftSection={<IconMailForward size={16} aria-hidden="true" />}
                  onClick={async () => {
                    setResending(true);
                    try {
                      setResent((await resendConfirmation({ email: notice.email })).message);
                    } catch (error) {
                      setResent(errorMessageOf(error));
                    } finally {
                      setResending(false);
                    }
                  }}
                >
                  Resend confirmation e-mail
                </Button>
              </Group>
            )}
          </Stack>
        </FormAlert>
      );
    case 'new-password':
    case 'locked': {
      const to = `/account/forgot-password${returnUrl ? `/${encodeURIComponent(returnUrl)}` : ''}${
        notice.email ? `?username=${encodeURIComponent(notice.email)}` : ''
      }`;
      return (
        <FormAlert
          kind={notice.kind === 'locked' ? 'error' : 'warning'}
          title={notice.kind === 'locked' ? 'Account locked for now' : 'Choose a password'}
        >
          <Stack gap="xs">
            <Text fz="sm">{notice.text}</Text>
            <Group>
              <Button size="xs" variant="white" component={Link} to={to}>
                {notice.kind === 'locked' ? 'Reset my password' : 'Set a password'}
              </Button>
            </Group>
          </Stack>
        </FormAlert>
      );
    }
    case 'google-terms':
      return (
        <FormAlert kind="info" title="Create your account with Google">
          <Stack gap="xs">
            <Checkbox
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.currentTarget.checked);
                setTermsError(null);
              }}
              error={termsError}
              label={<TermsLabel />}
            />
            <Group>
              <Button
                size="xs"
                onClick={() => {
                  if (!accepted) {
                    setTermsError(ACCEPT_TERMS_MESSAGE);
                    return;
                  }
                  onGoogle({ kind: 'google', idToken: notice.idToken, acceptTerms: true });
                }}
              >
                Continue
              </Button>
            </Group>
          </Stack>
        </FormAlert>
      );
    case 'success':
      return <FormAlert kind="success">{notice.text}</FormAlert>;
    default:
      return (
        <FormAlert kind={notice.kind === 'warning' ? 'warning' : 'error'} title="Not signed in">
          {notice.text}
        </FormAlert>
      );
  }
}

export function TermsLabel() {
  return (
    <>
      I accept the{' '}
      <Anchor href="/terms" target="_blank" rel="noopener noreferrer" inherit>
        terms and conditions
      </Anchor>{' '}
      (opens in a new window)
    </>
  );
}

/** spec result 6: the authenticator code, or one recovery code, sent again with the password. */
function TwoFactorStep({
  busy,
  onSubmit,
  onCancel,
}: {
  busy: boolean;
  onSubmit: (second: SecondFactor) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = useRecovery ? recovery.trim() : code;
    if (!value) {
      setError(messages.required());
      return;
    }
    if (!useRecovery && !/^\d{6}$/.test(value)) {
      setError('Enter the 6 digits from your authenticator app.');
      return;
    }
    setError(null);
    const problem = await onSubmit(useRecovery ? { recoveryCode: value } : { twoFactorCode: value });
    if (problem) {
      setError(problem);
      setCode('');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor sign-in">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconShieldLock size={22} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <div>
            <Text fw={700}>Two-factor sign-in</Text>
            <Text fz="sm" c="dimmed">
              {useRecovery
                ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
                : 'Enter the 6-digit code from your authenticator app.'}
            </Text>
          </div>
        </Group>
        {useRecovery ? (
          <TextInput
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={30}
            value={recovery}
            onChange={(e) => setRecovery(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
        ) : (
          <AuthenticatorCodeInput value={code} onChange={setCode} error={error} data-autofocus />
        )}
        <Group justify="space-between" gap="sm">
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => {
              setUseRecovery((v) => !v);
              setError(null);
            }}
          >
            {useRecovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
          </Anchor>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel}>
              Back
            </Button>
            <Button type="submit" loading={busy}>
              Verify
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

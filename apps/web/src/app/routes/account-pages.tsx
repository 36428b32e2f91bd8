import { Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AuthShell,
  ConfirmEmailView,
  ForgotPasswordForm,
  InviteView,
  LoginForm,
  RegisterForm,
  ResetPasswordForm,
  safeReturnUrl,
} from '@/features/auth';
import { readStoredUser } from '@/lib/session-storage';

/** spec: the return URL comes from the path parameter or from the query string. */
function useReturnUrl(): string | null {
  const { returnUrlProp } = useParams();
  const [search] = useSearchParams();
  return safeReturnUrl(search.get('returnUrl') ?? returnUrlProp ?? null);
}

export function SignupRoute() {
  const returnUrl = useReturnUrl();
  return (
    <AuthShell
      eyebrow="Join Motorwise"
      title="Create your account"
      lead="Register to keep your vehicles in My Garage, follow your requests and book workshops faster."
      size="wide"
    >
      <RegisterForm returnUrl={returnUrl} />
    </AuthShell>
  );
}

/**
 * Where a sign-in without a returnUrl lands, straight away rather than through '/' and its redirect (a
 * click on the header during that second hop was overridden by it): a workshop user in their portal; an
 * organisation user or a customer in their active requests, not on the marketing page.
 */
function signedInLanding(): string {
  const user = readStoredUser();
  if (!user) return '/';
  return user.isWorkshopUser ? '/workshop' : '/active-requests';
}

export function LoginRoute() {
  const returnUrl = useReturnUrl();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthShell
      eyebrow="Welcome back"
      title="Log in"
      lead="Log in to see your garage, your active requests and the quotes workshops have sent you."
      extra={
        returnUrl ? (
          <Text fz="sm" c="navy.1">
            After you log in we will take you back to {returnUrl}.
          </Text>
        ) : null
      }
    >
      <LoginForm
        returnUrl={returnUrl}
        defaultEmail={search.get('email') ?? ''}
        onSignedIn={() => navigate(returnUrl ?? signedInLanding(), { replace: true })}
      />
    </AuthShell>
  );
}

export function ForgotPasswordRoute() {
  const returnUrl = useReturnUrl();
  const [search] = useSearchParams();
  return (
    <AuthShell
      eyebrow="Account help"
      title="Forgot your password?"
      lead="Enter your e-mail address and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm
        returnUrl={returnUrl}
        defaultEmail={search.get('username') ?? search.get('email') ?? ''}
      />
    </AuthShell>
  );
}

export function ForgotPasswordConfirmRoute() {
  const { emailAddressProp, codeProp } = useParams();
  return (
    <AuthShell
      eyebrow="Account help"
      title="Choose a new password"
      lead="Choose a new password for your Motorwise account. Other devices will be signed out."
    >
      {emailAddressProp && codeProp ? (
        <ResetPasswordForm email={emailAddressProp} code={codeProp} />
      ) : (
        <ForgotPasswordForm returnUrl={null} defaultEmail={emailAddressProp ?? ''} />
      )}
    </AuthShell>
  );
}

export function ConfirmEmailRoute() {
  const { paramsProp } = useParams();
  return (
    <AuthShell
      eyebrow="Almost there"
      title="Confirm your e-mail address"
      lead="Confirming your e-mail address lets us send you quotes, booking updates and receipts."
    >
      <ConfirmEmailView code={paramsProp ?? null} />
    </AuthShell>
  );
}

export function InviteRoute() {
  const { inviteIdProp } = useParams();
  const navigate = useNavigate();
  return (
    <AuthShell
      eyebrow="Organisation invite"
      title="Accept your invitation"
      lead="Join your organisation on Motorwise to request and approve quotes for your branch’s vehicles."
      size="wide"
    >
      <InviteView inviteId={inviteIdProp ?? null} onDone={() => navigate('/', { replace: true })} />
    </AuthShell>
  );
}

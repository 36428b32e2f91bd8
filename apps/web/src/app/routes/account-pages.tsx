import { Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { PagePlaceholder } from '@/components/page-placeholder';

export function SignupRoute() {
  return (
    <PagePlaceholder
      eyebrow="Join Motorwise"
      title="Create your account"
      purpose="Register to keep your vehicles in My Garage, follow your requests and book workshops faster."
    />
  );
}

export function InviteRoute() {
  return (
    <PagePlaceholder
      eyebrow="Organisation invite"
      title="Accept your invitation"
      purpose="Join your organisation on Motorwise to request and approve quotes for your branch’s vehicles."
    />
  );
}

export function ConfirmEmailRoute() {
  return (
    <PagePlaceholder
      eyebrow="Almost there"
      title="Confirm your e-mail address"
      purpose="Confirming your e-mail address lets us send you quotes, booking updates and receipts."
    />
  );
}

/** spec: the return URL comes from the path parameter or from the query string. */
export function LoginRoute() {
  const { returnUrlProp } = useParams();
  const [search] = useSearchParams();
  const returnUrl = search.get('returnUrl') ?? returnUrlProp ?? null;
  return (
    <PagePlaceholder
      eyebrow="Welcome back"
      title="Log in"
      purpose="Log in to see your garage, your active requests and the quotes workshops have sent you."
      details={
        returnUrl ? (
          <Text fz="sm" c="dimmed">
            After you log in we will take you back to {returnUrl}.
          </Text>
        ) : null
      }
    />
  );
}

export function ForgotPasswordRoute() {
  return (
    <PagePlaceholder
      eyebrow="Account help"
      title="Forgot your password?"
      purpose="Enter your e-mail address and we will send you a code to choose a new password."
    />
  );
}

export function ForgotPasswordConfirmRoute() {
  return (
    <PagePlaceholder
      eyebrow="Account help"
      title="Choose a new password"
      purpose="Enter the code from your e-mail and choose a new password for your Motorwise account."
    />
  );
}

import { Alert, Container, Stack, Title } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import {
  PaymentResultPanel,
  Refunds,
  RefusedNotifications,
  SandboxCheckout,
  SandboxPaystackCheckout,
  WorkshopPayouts,
} from '@/features/payments';
import { useSession } from '@/lib/session';

export function PaymentSuccessRoute() {
  return (
    <>
      <PageIntro eyebrow="Payment" title="Payment result" />
      <Container size="sm" py="xl">
        <PaymentResultPanel />
      </Container>
    </>
  );
}

export function SandboxPayFastRoute() {
  return <SandboxCheckout />;
}

export function SandboxPaystackRoute() {
  return <SandboxPaystackCheckout />;
}

export function AdminPayoutsRoute() {
  const { isAdmin } = useSession();
  return (
    <>
      <PageIntro
        eyebrow="Admin"
        title="Payouts to workshops"
        lead="What each workshop is owed from customer payments, after the platform's commission."
      />
      <Container size="lg" py="xl">
        {isAdmin ? (
          <Stack gap="xl">
            <WorkshopPayouts />
            <Stack gap="sm">
              <Title order={2} fz="h3">
                Refunds
              </Title>
              <Refunds />
            </Stack>
            <Stack gap="sm">
              <Title order={2} fz="h3">
                Refused notifications
              </Title>
              <RefusedNotifications />
            </Stack>
          </Stack>
        ) : (
          <Alert color="yellow" role="alert">
            This page is for Motorwise administrators.
          </Alert>
        )}
      </Container>
    </>
  );
}

import { Alert, Container, Stack, Title } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import {
  PaymentResultPanel,
  Refunds,
  RefusedNotifications,
  SandboxCheckout,
  SandboxPaystackCheckout,
  WorkshopPayouts,
  WorkshopStatementPanel,
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

export function WorkshopStatementRoute() {
  return (
    <>
      <PageIntro
        eyebrow="Workshop"
        title="Statement"
        lead="Customer payments for your jobs, the commission Motorwise keeps, and what has been paid out to you."
      />
      <Container size="lg" py="xl">
        <WorkshopStatementPanel />
      </Container>
    </>
  );
}

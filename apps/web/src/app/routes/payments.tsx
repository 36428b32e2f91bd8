import { Container } from '@mantine/core';
import { PageIntro } from '@/components/page-intro';
import { PaymentResultPanel, SandboxCheckout, SandboxPaystackCheckout } from '@/features/payments';

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

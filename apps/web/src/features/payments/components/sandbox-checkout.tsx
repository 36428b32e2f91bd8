import type { SandboxAction } from '@motorwise/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { browser } from '@/lib/browser';
import { decideSandboxPayment } from '../api/payments-api';
import { SandboxGatewayPage } from './sandbox-frame';

const cents = (amount: string | undefined) =>
  amount && /^\d+(\.\d{1,2})?$/.test(amount) ? Math.round(Number(amount) * 100) : null;

/**
 * The sandbox gateway (decision 023): plays PayFast's payment page where no gateway is configured. It takes
 * the checkout exactly as PayFast would (the signed fields in the query), and on Pay, Decline or Cancel the
 * server checks the signature, notifies the app as PayFast does (signed ITN, validate call) and answers
 * where PayFast would send the payer. Nothing here moves money.
 */
export function SandboxCheckout() {
  const { search } = useLocation();
  // The fields in the order they came: the signature depends on it.
  const fields = useMemo(() => [...new URLSearchParams(search).entries()], [search]);
  const field = (name: string) => fields.find(([k]) => k === name)?.[1] ?? '-';
  const decide = useMutation({
    mutationFn: (action: SandboxAction) => decideSandboxPayment({ action, fields }),
    onSuccess: (answer) => browser.assign(answer.redirectUrl),
  });
  return (
    <SandboxGatewayPage
      gateway="PayFast"
      amountCents={cents(fields.find(([k]) => k === 'amount')?.[1])}
      details={[
        ['For', field('item_name')],
        ['Details', field('item_description')],
        ['Payer', field('email_address')],
        ['Merchant', field('merchant_id')],
      ]}
      explanation="Pay sends a completed payment notification; Decline sends a failed one, as a declined card would; Cancel returns you without a notification."
      decide={decide}
    />
  );
}

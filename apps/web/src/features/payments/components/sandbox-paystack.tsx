import { Alert, Loader } from '@mantine/core';
import type { SandboxAction } from '@motorwise/shared';
import { useMutation } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { decideSandboxPaystack, useSandboxPaystackCheckout } from '../api/payments-api';
import { SandboxGatewayPage } from './sandbox-frame';

/**
 * The sandbox's Paystack checkout (decision 029), where Paystack's authorization_url would take the payer:
 * the transaction as the sandbox's Paystack API initialised it; Pay sends a `charge.success` webhook signed
 * as Paystack signs it through the app's own endpoint and checks, Decline fails the transaction (the return
 * page's verify call finds it failed), Cancel returns without either. Nothing here moves money.
 */
export function SandboxPaystackCheckout() {
  const { accessCode = '' } = useParams();
  const checkout = useSandboxPaystackCheckout(accessCode);
  const decide = useMutation({
    mutationFn: (action: SandboxAction) => decideSandboxPaystack(accessCode, action),
    onSuccess: (answer) => browser.assign(answer.redirectUrl),
  });
  if (checkout.isPending) return <Loader m="xl" />;
  if (checkout.isError)
    return (
      <Alert color="red" role="alert" m="xl" title="No such sandbox checkout">
        {isApiError(checkout.error) && checkout.error.status === 404
          ? 'This checkout link is not known to the sandbox. Start the payment again from the quote.'
          : 'The sandbox could not be reached. Please try again.'}
      </Alert>
    );
  const c = checkout.data;
  return (
    <SandboxGatewayPage
      gateway="Paystack"
      amountCents={c.amountCents}
      details={[
        ['Reference', c.reference],
        ['Payer', c.email],
        ['Currency', c.currency],
        ['Split to', c.subaccount ?? 'No subaccount'],
      ]}
      explanation="Pay completes the transaction and sends Paystack's charge.success webhook, signed; Decline fails it, as a declined card would; Cancel returns you without paying."
      notice={
        c.status !== 'abandoned' ? (
          <Alert color="blue" role="status">
            {c.status === 'closed'
              ? 'The merchant closed this checkout because a new payment was started instead (decision 050). No money was taken, and it can no longer be paid here.'
              : `This transaction is already ${c.status === 'success' ? 'paid' : 'declined'}; pressing again changes nothing.`}
          </Alert>
        ) : null
      }
      decide={decide}
    />
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRand, type OpenPayment } from '@motorwise/shared';
import { useMutation } from '@tanstack/react-query';
import { errorMessageOf } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { continuePayment, payQuote, useOpenPayment } from '../api/payments-api';

/** The gateway as the payer knew it: the sandbox says it is one. */
const gatewayName = (a: OpenPayment) =>
  a.isSandbox ? `the sandbox gateway (playing ${a.gateway})` : a.gateway;

/** What happened, in plain words: who started paying what, where and when, and what can be done now. */
function whatHappened(a: OpenPayment): string {
  const started = `paying ${formatRand(a.amountCents)} at ${gatewayName(a)} on ${formatDateTime(a.startedAt)}`;
  const noMoney =
    'No money is taken unless the payment was completed there; if it was, it shows here within a minute.';
  if (a.startedByOther)
    return `Someone else who may pay this invoice started ${started} and did not finish. ${noMoney} You can start again: their unfinished payment is closed first.`;
  if (!a.canContinue)
    return `You started ${started} and did not finish. It was held for you until ${formatDateTime(a.heldUntil)} and can no longer be continued. ${noMoney} Start again to pay the invoice.`;
  return `You started ${started} and did not finish. ${noMoney} You can continue that payment until ${formatDateTime(a.heldUntil)}, or start again: the unfinished payment is closed first and a new one opens.`;
}

/**
 * A payment left half-way (decision 050): the quote waits in Checkout while the payer's attempt is open at
 * the gateway. Says what happened and offers Continue payment (the same attempt's page at the gateway)
 * and Start again (the old attempt closed, a new one opened). A guest uses the e-mail proof.
 */
export function OpenPaymentNotice({ quoteId, guestEmail }: { quoteId: string; guestEmail?: string | null }) {
  const open = useOpenPayment(quoteId, guestEmail);
  const attempt = open.data?.attempt ?? null;
  const go = useMutation({
    mutationFn: (how: 'continue' | 'again') =>
      how === 'continue' && attempt
        ? continuePayment(attempt.reference, guestEmail)
        : payQuote(quoteId, guestEmail),
    onSuccess: (answer) => browser.assign(answer.redirectUrl),
  });
  if (!attempt) return null;
  return (
    <Alert color="yellow" title="Your payment was not finished" role="status">
      <Stack gap="sm">
        <Text fz="sm">{whatHappened(attempt)}</Text>
        {go.isError && (
          <Text fz="sm" c="red.9" role="alert">
            {errorMessageOf(go.error)}
          </Text>
        )}
        <Group gap="sm">
          {attempt.canContinue && (
            <Button
              loading={go.isPending && go.variables === 'continue'}
              disabled={go.isPending}
              onClick={() => go.mutate('continue')}
            >
              Continue payment
            </Button>
          )}
          <Button
            variant={attempt.canContinue ? 'default' : 'filled'}
            loading={go.isPending && go.variables === 'again'}
            disabled={go.isPending}
            onClick={() => go.mutate('again')}
          >
            Start again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

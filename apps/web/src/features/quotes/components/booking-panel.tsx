import { Alert, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  bookingTermsText,
  calendarDate,
  formatDateTime,
  formatDropOff,
  freeChangeDeadline,
  INVOICED_STATUSES,
  isWaitingForCollection,
  QUOTES_API,
  QuoteStatus,
  type QuoteView,
} from '@motorwise/shared';
import { IconCreditCard, IconDownload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { JobDisputes } from '@/features/disputes';
import { OpenPaymentNotice } from '@/features/payments';
import { useDropOffSlots } from '@/features/workshops-directory';
import { errorMessageOf } from '@/lib/api-client';
import { downloadTo, useCancelBooking, useMessageWorkshop, usePay } from '../api/quotes-api';
import { AmendmentReview } from './amendment-review';
import { BOOKING_MAX_DAYS_AHEAD } from './drop-off-fields';
import { GuaranteeTerms } from './guarantee-terms';
import { MessageThread } from './message-thread';
import { rand } from './money';
import { QuoteStatusBadge, WorkshopHeader } from './quote-card';
import { QuoteLinesTable, TotalsBlock } from './quote-lines';
import { RescheduleDialog } from './reschedule-dialog';
import { ReviewForm } from './review-form';

/**
 * The booked quote: the job as it moves (amendments, invoice, payment, collection), messages and the review.
 * `readOnly` (a branch the quote was shared with, decision 049): the job's lines and state, nothing else.
 */
export function BookingPanel({
  quote,
  uniqueId,
  emailAddress,
  readOnly = false,
}: {
  quote: QuoteView;
  uniqueId: string;
  emailAddress?: string;
  readOnly?: boolean;
}) {
  const cancel = useCancelBooking(uniqueId, emailAddress);
  const message = useMessageWorkshop(uniqueId, emailAddress);
  const pay = usePay(emailAddress);
  const [confirm, confirmDialog] = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const invoiced = INVOICED_STATUSES.includes(quote.quoteStatus as QuoteStatus);
  const canAnswer = quote.allowedActions.includes('answerAmendment');
  const amendments = [...quote.amendments].sort((a, b) => a.amendmentStatus - b.amendmentStatus);
  // A booking not yet checked in: the workshop's terms, its days with room to move to (decision 075).
  const changeable =
    quote.allowedActions.includes('cancelBooking') && !readOnly && Boolean(quote.serviceDate);
  const today = calendarDate(new Date());
  const slots = useDropOffSlots(
    changeable ? [quote.workshop.id] : [],
    addDays(today, 1),
    addDays(today, BOOKING_MAX_DAYS_AHEAD),
  );
  const terms = changeable ? slots.data?.get(quote.workshop.id) : undefined;
  const termsPassed =
    terms && quote.serviceDate
      ? new Date() > freeChangeDeadline(quote.serviceDate, quote.dropOffTime, terms.freeChangeHours)
      : false;
  const [moving, setMoving] = useState(false);

  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="booking-title"
    >
      <Stack gap="md">
        {confirmDialog}
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="h4" id="booking-title">
            {readOnly ? 'The booking' : 'Your booking'}
          </Title>
          <QuoteStatusBadge quote={quote} />
        </Group>
        <WorkshopHeader workshop={quote.workshop} />
        <Group gap="xl">
          {quote.serviceDate && (
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Drop-off
              </Text>
              <Text fw={600}>{formatDropOff(quote.serviceDate, quote.dropOffTime)}</Text>
            </Stack>
          )}
          {quote.vehicleMileage !== null && (
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Mileage at check-in
              </Text>
              <Text fw={600}>{quote.vehicleMileage.toLocaleString('en-ZA')} km</Text>
            </Stack>
          )}
          {quote.workshop.contactPhone && (
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Workshop phone
              </Text>
              <Text fw={600}>{quote.workshop.contactPhone}</Text>
            </Stack>
          )}
        </Group>
        {terms && (
          <Text fz="sm" aria-label="Reschedule and cancellation terms">
            {bookingTermsText(terms.freeChangeHours)}
            {termsPassed &&
              ` That time has passed: please contact ${quote.workshop.name} to move or cancel the booking.`}
          </Text>
        )}
        <GuaranteeTerms guarantee={quote.guarantee} />
        {quote.readyForCollectionUtc && isWaitingForCollection(quote) && (
          <Alert color="teal" title="Ready for collection">
            Your vehicle has been ready since {formatDateTime(quote.readyForCollectionUtc)}.
          </Alert>
        )}
        {amendments.map((a) => (
          <AmendmentReview
            key={a.id}
            quoteId={quote.id}
            amendment={a}
            uniqueId={uniqueId}
            emailAddress={emailAddress}
            canAnswer={canAnswer}
          />
        ))}
        <QuoteLinesTable lines={quote.quoteItems} caption="Lines of your booking" />
        <TotalsBlock
          totals={quote.invoiceTotals ?? quote.approvedTotals}
          isVatRegistered={quote.isVatRegistered}
          vatRate={quote.vatRate}
        />
        {quote.quoteStatus === QuoteStatus.Checkout && !readOnly && (
          // A payment started at the gateway and not finished (decision 050): continue it or start again.
          <OpenPaymentNotice quoteId={quote.id} guestEmail={emailAddress} />
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group gap="sm" justify="flex-end">
          {invoiced && !readOnly && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() =>
                run(() =>
                  downloadTo(
                    QUOTES_API.downloadInvoice,
                    { id: quote.id },
                    { emailAddress },
                    `${quote.invoiceNumber ?? quote.reference}.pdf`,
                  ),
                )
              }
            >
              {quote.isVatRegistered ? 'Download tax invoice' : 'Download invoice'}
            </Button>
          )}
          {quote.allowedActions.includes('checkout') && (
            <Button
              leftSection={<IconCreditCard size={16} aria-hidden="true" />}
              loading={pay.isPending}
              onClick={() => run(() => pay.mutateAsync(quote.id))}
            >
              Pay {rand((quote.invoiceTotals ?? quote.approvedTotals).totalIncl)}
            </Button>
          )}
          {terms && !termsPassed && (
            <Button variant="light" onClick={() => setMoving(true)}>
              Reschedule
            </Button>
          )}
          {quote.allowedActions.includes('cancelBooking') && (
            <Button
              variant="outline"
              color="red"
              leftSection={<IconX size={16} aria-hidden="true" />}
              loading={cancel.isPending}
              onClick={() =>
                confirm(
                  {
                    title: 'Cancel this booking?',
                    message: `${quote.workshop.name} is told at once. You can book this quote or another one again while they are valid.`,
                    confirmLabel: 'Cancel booking',
                    danger: true,
                  },
                  () =>
                    void run(async () => {
                      const answer = await cancel.mutateAsync({ quoteId: quote.id });
                      notifications.show({
                        color: 'teal',
                        title: 'Booking cancelled',
                        message: answer.message,
                      });
                    }),
                )
              }
            >
              Cancel booking
            </Button>
          )}
        </Group>
        {terms && (
          <RescheduleDialog
            quote={quote}
            days={terms.days}
            opened={moving}
            uniqueId={uniqueId}
            emailAddress={emailAddress}
            onClose={() => setMoving(false)}
            onMoved={(text) => {
              setMoving(false);
              notifications.show({ color: 'teal', title: 'Booking moved', message: text });
            }}
          />
        )}
        {!readOnly && (
          <>
            <Divider />
            <Title order={3} fz="h5">
              Messages with {quote.workshop.name}
            </Title>
            <MessageThread
              me="customer"
              label={`Messages with ${quote.workshop.name}`}
              messages={quote.quoteMessages}
              onSend={(text, files) => message.mutateAsync({ quoteId: quote.id, message: text, files })}
              onDownload={(messageId, attachmentName) =>
                downloadTo(
                  QUOTES_API.downloadMessageAttachment,
                  { id: messageId },
                  { attachmentName, emailAddress },
                  attachmentName,
                )
              }
            />
            <ReviewForm quote={quote} uniqueId={uniqueId} emailAddress={emailAddress} />
            {/* A signed-in customer's invoiced job: a dispute (decision 063) or, within the guarantee, a claim (076). */}
            {invoiced && !emailAddress && (
              <JobDisputes quoteId={quote.id} side="customer" guarantee={quote.guarantee} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type ContractEntry,
  checkInMileageProblem,
  formatDateTime,
  formatDropOff,
  formatKm,
  INVOICED_STATUSES,
  isWaitingForCollection,
  QUOTES_API,
  QuoteStatus,
  type WorkshopJob,
} from '@motorwise/shared';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '@/components/confirm-dialog';
import { JobDisputes } from '@/features/disputes';
import {
  AmendmentLineText,
  AmendmentPhotos,
  GuaranteeTerms,
  MessageThread,
  QuoteLinesTable,
  QuoteStatusBadge,
  TotalsBlock,
} from '@/features/quotes';
import { firstErrorMessageOf, isApiError } from '@/lib/api-client';
import { downloadFile, usePortalAction, useWorkshopJob, useWorkshopMessage } from '../api/portal-api';
import { AmendmentForm, InvoiceForm } from './job-actions';
import { RequestFacts } from './request-facts';

function CheckIn({
  job,
  onDone,
}: {
  job: WorkshopJob;
  onDone: (entry: ContractEntry, params: { id: string }, body: unknown, title: string) => Promise<void>;
}) {
  const requestMileage = job.request.vehicle.mileage;
  const [mileage, setMileage] = useState<number | ''>(requestMileage ?? '');
  const [error, setError] = useState<string | null>(null);
  const checkIn = () => {
    if (mileage === '') return setError('Please enter the mileage.');
    // The odometer does not run backwards: not below what the customer gave (the API refuses it too).
    const tooLow = checkInMileageProblem(mileage, requestMileage);
    if (tooLow) return setError(tooLow);
    void onDone(QUOTES_API.workshopCheckIn, { id: job.quote.id }, { vehicleMileage: mileage }, 'Checked in');
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Check in">
      <Stack gap="sm" align="flex-start">
        <NumberInput
          label="Mileage at check-in (km)"
          description={requestMileage !== null ? `The request said ${formatKm(requestMileage)}.` : undefined}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          thousandSeparator=" "
          value={mileage}
          onChange={(v) => {
            setMileage(typeof v === 'number' ? v : '');
            setError(null);
          }}
          error={error}
          w={{ base: '100%', xs: 320 }}
        />
        <Button onClick={checkIn}>Check in</Button>
      </Stack>
    </Paper>
  );
}

/**
 * /workshop/jobs/:quoteId: the booked job from drop-off to collection: check-in with mileage, amendments
 * with photos, the (draft) invoice, ready for collection, paid at the counter, completed, and messages.
 */
export function WorkshopJobDetail({ quoteId }: { quoteId: string }) {
  const job = useWorkshopJob(quoteId);
  const action = usePortalAction();
  const message = useWorkshopMessage(quoteId);
  const [confirm, confirmDialog] = useConfirm();
  const [problem, setProblem] = useState<string | null>(null);
  const [method, setMethod] = useState<'cash' | 'card' | 'eft'>('card');

  if (job.isPending) return <Loader aria-label="Loading the job" />;
  if (job.isError)
    return (
      <Alert color="red" title="Job not loaded">
        {isApiError(job.error) ? job.error.message : 'The job could not be loaded.'}
      </Alert>
    );
  const { quote, request } = job.data;
  const can = (a: string) => quote.allowedActions.includes(a as never);
  const invoiced = INVOICED_STATUSES.includes(quote.quoteStatus as never);
  // A booking carries the request's mileage; the one the workshop read off the odometer comes with check-in.
  const checkedIn = quote.quoteStatuses.some((s) => s.quoteStatus === QuoteStatus.InProgress);
  const canReady =
    !quote.readyForCollectionUtc &&
    ([QuoteStatus.Invoiced, QuoteStatus.Checkout, QuoteStatus.Paid] as number[]).includes(quote.quoteStatus);

  const run = async (entry: ContractEntry, params: { id: string }, body: unknown, title: string) => {
    setProblem(null);
    try {
      const answer = await action.mutateAsync({ entry, params, body });
      notifications.show({ color: 'teal', title, message: answer.message });
    } catch (error) {
      setProblem(firstErrorMessageOf(error));
    }
  };

  return (
    <Stack gap="lg">
      {confirmDialog}
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        component="section"
        aria-labelledby="job-title"
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={0}>
              <Text fz="xs" c="dimmed">
                Job {quote.reference}
                {quote.invoiceNumber ? ` · invoice ${quote.invoiceNumber}` : ''}
              </Text>
              <Title order={2} fz="h4" id="job-title">
                {request.vehicle.name}
              </Title>
              <Text fz="sm">
                {quote.workshopCustomer ?? 'Customer'}
                {quote.serviceDate
                  ? ` · drop-off ${formatDropOff(quote.serviceDate, quote.dropOffTime)}`
                  : ''}
                {quote.vehicleMileage !== null && checkedIn
                  ? ` · ${formatKm(quote.vehicleMileage)} at check-in`
                  : ''}
              </Text>
            </Stack>
            <QuoteStatusBadge quote={quote} reader="workshop" />
          </Group>
          {quote.readyForCollectionUtc && isWaitingForCollection(quote) && (
            <Text fz="sm" c="teal.8">
              Customer told the vehicle is ready: {formatDateTime(quote.readyForCollectionUtc)}
            </Text>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group gap="sm">
            {invoiced && (
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                onClick={() =>
                  void downloadFile(
                    QUOTES_API.downloadInvoice,
                    { id: quote.id },
                    {},
                    `${quote.invoiceNumber ?? quote.reference}.pdf`,
                  ).catch((e: unknown) => setProblem(firstErrorMessageOf(e)))
                }
              >
                {quote.isVatRegistered ? 'Download tax invoice' : 'Download invoice'}
              </Button>
            )}
            {can('reopen') && (
              <Button
                variant="default"
                onClick={() => run(QUOTES_API.workshopReopen, { id: quote.id }, {}, 'Job reopened')}
              >
                Reopen for more work
              </Button>
            )}
            {canReady && (
              <Button onClick={() => run(QUOTES_API.workshopReady, { id: quote.id }, {}, 'Customer told')}>
                Ready for collection
              </Button>
            )}
            {can('paid') && (
              <Group gap={4} wrap="nowrap">
                <NativeSelect
                  aria-label="Paid by"
                  value={method}
                  onChange={(e) => setMethod(e.currentTarget.value as 'cash' | 'card' | 'eft')}
                  data={[
                    { value: 'card', label: 'Card' },
                    { value: 'cash', label: 'Cash' },
                    { value: 'eft', label: 'EFT' },
                  ]}
                />
                <Button
                  variant="light"
                  onClick={() => run(QUOTES_API.workshopPaid, { id: quote.id }, { method }, 'Marked as paid')}
                >
                  Paid at the counter
                </Button>
              </Group>
            )}
            {can('complete') && (
              <Button
                color="teal"
                onClick={() => run(QUOTES_API.workshopComplete, { id: quote.id }, {}, 'Job completed')}
              >
                Collected: complete job
              </Button>
            )}
            {can('cancelBooking') && (
              <Button
                variant="outline"
                color="red"
                onClick={() =>
                  confirm(
                    {
                      title: 'Cancel this booking?',
                      message: 'The customer is told at once and may book again.',
                      confirmLabel: 'Cancel booking',
                      danger: true,
                    },
                    () =>
                      void run(QUOTES_API.workshopCancelBooking, { id: quote.id }, {}, 'Booking cancelled'),
                  )
                }
              >
                Cancel booking
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>

      {can('checkIn') && <CheckIn job={job.data} onDone={run} />}
      {can('submitAmendment') && <AmendmentForm job={job.data} />}
      {(can('draftInvoice') || can('invoice')) && (
        <InvoiceForm job={job.data} canDraft={can('draftInvoice')} canInvoice={can('invoice')} />
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Job lines">
        <Stack gap="sm">
          <Title order={3} fz="h5">
            Quoted work
          </Title>
          <QuoteLinesTable lines={quote.quoteItems} caption="Quoted lines" />
          {quote.amendments.map((a) => (
            <Stack key={a.id} gap="xs">
              <Divider
                label={`Amendment · ${a.amendmentStatus === 0 ? 'waiting for the customer' : a.amendmentStatus === 1 ? 'answered' : 'declined'}`}
                labelPosition="left"
              />
              {a.note && <Text fz="sm">{a.note}</Text>}
              <AmendmentPhotos photos={a.photos} />
              {a.items.map((l) => (
                <Group key={l.id} justify="space-between">
                  <AmendmentLineText line={l} />
                  <Text
                    fz="xs"
                    c={l.amendmentStatus === 1 ? 'teal.8' : l.amendmentStatus === 2 ? 'red.8' : 'dimmed'}
                  >
                    {l.amendmentStatus === 1 ? 'Approved' : l.amendmentStatus === 2 ? 'Declined' : 'Waiting'}
                  </Text>
                </Group>
              ))}
            </Stack>
          ))}
          <TotalsBlock
            totals={quote.invoiceTotals ?? quote.approvedTotals}
            isVatRegistered={quote.isVatRegistered}
            vatRate={quote.vatRate}
          />
          {/* The guarantee this quote was sent with (decision 076): what the workshop promised. */}
          <GuaranteeTerms guarantee={quote.guarantee} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            Messages with the customer
          </Title>
          <MessageThread
            me="workshop"
            label="Messages with the customer"
            messages={quote.quoteMessages}
            onSend={(text, files) => message.mutateAsync({ message: text, files })}
            onDownload={(messageId, attachmentName) =>
              downloadFile(
                QUOTES_API.downloadMessageAttachment,
                { id: messageId },
                { attachmentName },
                attachmentName,
              )
            }
          />
        </Stack>
      </Paper>

      {/* The customer's dispute about this job, if any: the workshop answers with evidence (decision 063). */}
      <JobDisputes quoteId={quote.id} side="workshop" />

      <RequestFacts request={request} />
    </Stack>
  );
}

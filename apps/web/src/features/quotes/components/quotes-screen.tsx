import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  QUOTES_API,
  QuoteRequestStatus,
  QuoteStatus,
  type QuoteView,
  quoteRequestStatusLabel,
} from '@motorwise/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import {
  downloadTo,
  useItemEstimates,
  useMessageWorkshop,
  useQuoteRequestView,
  useRequestQuotes,
} from '../api/quotes-api';
import { AcceptDialog } from './accept-dialog';
import { BookingPanel } from './booking-panel';
import { ComparisonTable } from './comparison-table';
import { MessageThread } from './message-thread';
import { PaidBefore } from './paid-before';
import { QuoteCard } from './quote-card';
import { CancelRequestDialog, DeclineQuoteDialog } from './request-actions';
import { RequestDetails } from './request-details';
import { SharePanel } from './share-panel';
import { QuoteTimeline } from './timeline';

/**
 * spec: /quotes/{quoteRequestIdProp} (with emailAddressProp for a guest): the request's status and timeline,
 * the booking once there is one, and the quotes side by side with a line-by-line comparison against the
 * requested items and the usual price.
 */
export function QuotesScreen({ uniqueId, emailAddress }: { uniqueId: string; emailAddress?: string }) {
  const quotes = useRequestQuotes(uniqueId, emailAddress);
  const request = useQuoteRequestView(uniqueId, emailAddress);
  const itemNames = request.data?.requestItems.map((i) => i.name);
  const estimates = useItemEstimates(uniqueId, request.data?.vehicleId, itemNames);
  const message = useMessageWorkshop(uniqueId, emailAddress);
  const [accepting, setAccepting] = useState<QuoteView | null>(null);
  const [messaging, setMessaging] = useState<string | null>(null);
  const [declining, setDeclining] = useState<QuoteView | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const { user, status } = useSession();

  if (quotes.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading your quotes" />
      </Stack>
    );
  }
  if (quotes.isError) {
    const notFound = isApiError(quotes.error) && quotes.error.status === 404;
    // A request made signed in (or for a branch) opens for its people only, never by an e-mail link.
    const signIn = notFound && status !== 'authenticated';
    return (
      <Alert color="red" title={notFound ? 'Request not found' : 'Quotes not loaded'}>
        {notFound
          ? 'We could not find this request. If you asked as a guest, open the link in the e-mail we sent you.'
          : isApiError(quotes.error)
            ? quotes.error.message
            : 'Your quotes could not be loaded. Please try again.'}
        {signIn && (
          <>
            {' '}
            If you asked while signed in,{' '}
            <Anchor
              component={Link}
              to={`/account/login?returnUrl=${encodeURIComponent(`/quotes/${uniqueId}`)}`}
            >
              sign in to see it
            </Anchor>
            .
          </>
        )}
      </Alert>
    );
  }

  const data = quotes.data;
  // A branch a quote was shared with reads it and acts on nothing (decision 049).
  const onMessage = data.readOnly ? undefined : (x: QuoteView) => setMessaging(x.id);
  const booked = data.quotes.find((q) => q.id === data.bookedQuoteId) ?? null;
  const offers = data.quotes.filter(
    (q) => q.id !== data.bookedQuoteId && q.quoteStatus !== QuoteStatus.Draft,
  );
  const open = offers.filter((q) => !q.closedReason);
  const closed = offers.filter((q) => q.closedReason);
  const items =
    request.data?.requestItems.map((i) => ({
      id: i.id,
      name: i.queryAnswer ? `${i.name}: ${i.queryAnswer}` : i.name,
    })) ?? [];
  const messagingQuote = data.quotes.find((q) => q.id === messaging) ?? null;
  // The applicant cancels an open request while none of its quotes is booked (decision 051).
  const canCancel =
    !data.readOnly && data.quoteRequestStatus === QuoteRequestStatus.Submitted && !data.bookedQuoteId;
  const onDecline = data.readOnly ? undefined : setDeclining;
  // Every quote the customer was sent is compared, open or not: what others asked is worth knowing.
  const comparable = booked ? [booked, ...offers] : offers;

  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }} order={{ base: 1, md: 1 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fz="xs" c="dimmed">
                    Request {data.reference}
                  </Text>
                  <Title order={2} fz="h4">
                    {request.data?.vehicleName ?? 'Your vehicle'}
                  </Title>
                </Stack>
                <Badge
                  size="lg"
                  variant="light"
                  color={data.quoteRequestStatus === QuoteRequestStatus.Cancelled ? 'gray' : 'navy'}
                >
                  {request.data?.progress.label ??
                    quoteRequestStatusLabel(data.quoteRequestStatus) ??
                    'Submitted'}
                </Badge>
              </Group>
              <Text fz="sm" mt="xs">
                {offers.length + (booked ? 1 : 0)} of {data.workshopCount}{' '}
                {data.workshopCount === 1 ? 'workshop has' : 'workshops have'} quoted.
              </Text>
              {data.quoteRequestStatus === QuoteRequestStatus.Cancelled &&
                request.data?.quoteRequestStatusReason && (
                  <Text fz="sm" c="dimmed" mt={4}>
                    You cancelled it: {request.data.quoteRequestStatusReason}
                  </Text>
                )}
              {canCancel && (
                <Group mt="sm">
                  <Button variant="default" color="red" size="xs" onClick={() => setCancelling(true)}>
                    Cancel request
                  </Button>
                </Group>
              )}
            </Paper>

            {request.data && !data.readOnly && <RequestDetails request={request.data} />}

            {data.readOnly && (
              <Alert color="navy" title="Shared with your branch">
                Another branch shared {data.quotes.length === 1 ? 'this quote' : 'these quotes'} with you to
                look at. Booking, messages and payment stay with the branch that made the request.
              </Alert>
            )}

            {booked && (
              <BookingPanel
                quote={booked}
                uniqueId={uniqueId}
                emailAddress={emailAddress}
                readOnly={data.readOnly}
              />
            )}

            {data.quotes.length === 0 && (
              <Alert color="navy" title="No quotes yet">
                The workshops you chose have your request. We e-mail you as soon as the first quote arrives.
              </Alert>
            )}

            {comparable.length > 1 && (
              <Stack gap="xs" component="section" aria-labelledby="compare-title">
                <Title order={2} fz="h4" id="compare-title">
                  Compare by item
                </Title>
                <ComparisonTable quotes={comparable} items={items} estimates={estimates.data ?? []} />
              </Stack>
            )}

            {open.length > 0 && (
              <Stack gap="xs" component="section" aria-labelledby="quotes-title">
                <Title order={2} fz="h4" id="quotes-title">
                  {booked ? 'Other quotes' : 'Your quotes'}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                  {open.map((q) => (
                    <QuoteCard
                      key={q.id}
                      quote={q}
                      onAccept={setAccepting}
                      onDecline={onDecline}
                      onMessage={onMessage}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            )}

            {closed.length > 0 && (
              <Stack gap="xs" component="section" aria-labelledby="closed-title">
                <Title order={2} fz="h5" id="closed-title" c="dimmed">
                  No longer open
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                  {closed.map((q) => (
                    <QuoteCard key={q.id} quote={q} onAccept={setAccepting} onMessage={onMessage} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} order={{ base: 2, md: 2 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="timeline-title">
            <Title order={2} fz="h5" id="timeline-title" mb="sm">
              Timeline
            </Title>
            <QuoteTimeline steps={data.timeline} />
          </Paper>
          {user?.organization && request.data?.organizationBranchId && (
            <Stack mt="lg">
              {!data.readOnly && <PaidBefore uniqueId={uniqueId} />}
              <SharePanel
                uniqueId={uniqueId}
                requestBranchId={request.data.organizationBranchId}
                branches={user.organization.allOrganizationBranches ?? user.organization.organizationBranches}
                quotes={comparable.filter((q) => !q.closedReason || q.id === data.bookedQuoteId)}
                canShare={
                  String(user.organization.authUser?.organizationBranchId) ===
                  String(request.data.organizationBranchId)
                }
              />
            </Stack>
          )}
        </Grid.Col>
      </Grid>
      <AcceptDialog
        quote={accepting}
        requestedDates={request.data?.datesRequested ?? []}
        uniqueId={uniqueId}
        emailAddress={emailAddress}
        onClose={() => setAccepting(null)}
        onBooked={(text) => {
          setAccepting(null);
          notifications.show({ color: 'teal', title: 'Booked', message: text });
        }}
      />
      <DeclineQuoteDialog
        quote={declining}
        uniqueId={uniqueId}
        emailAddress={emailAddress}
        onClose={() => setDeclining(null)}
      />
      <CancelRequestDialog
        opened={cancelling}
        reference={data.reference}
        uniqueId={uniqueId}
        emailAddress={emailAddress}
        onClose={() => setCancelling(false)}
      />
      <Modal
        opened={messagingQuote !== null}
        onClose={() => setMessaging(null)}
        title={messagingQuote ? `Messages with ${messagingQuote.workshop.name}` : ''}
        size="lg"
      >
        {messagingQuote && (
          <MessageThread
            me="customer"
            label={`Messages with ${messagingQuote.workshop.name}`}
            messages={messagingQuote.quoteMessages}
            onSend={(text, files) =>
              message.mutateAsync({ quoteId: messagingQuote.id, message: text, files })
            }
            onDownload={(messageId, attachmentName) =>
              downloadTo(
                QUOTES_API.downloadMessageAttachment,
                { id: messageId },
                { attachmentName, emailAddress },
                attachmentName,
              )
            }
          />
        )}
      </Modal>
    </>
  );
}

import { Avatar, Badge, Button, Collapse, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  customerQuoteStatusLabel,
  formatDate,
  QUOTE_CLOSED_TEXT_FOR_CUSTOMER,
  type QuoteView,
  travelText,
} from '@motorwise/shared';
import { IconCar, IconCertificate, IconClock, IconMessage } from '@tabler/icons-react';
import { GuaranteeTerms } from './guarantee-terms';
import { rand, statusColor } from './money';
import { QuoteLinesTable, TotalsBlock } from './quote-lines';

/**
 * A quote's status. Its customer reads a quote waiting for them as theirs ("Waiting for your decision") and
 * their own decline as "Declined by you"; the workshop reads the spec's labels the API answers (decision 051).
 */
export function QuoteStatusBadge({
  quote,
  reader = 'customer',
}: {
  quote: Pick<QuoteView, 'quoteStatus' | 'quoteStatusText' | 'closedReasonText' | 'isPreQuote'> & {
    closedReason?: QuoteView['closedReason'];
  };
  reader?: 'customer' | 'workshop';
}) {
  const closed = Boolean(quote.closedReasonText);
  const text =
    reader === 'workshop'
      ? (quote.closedReasonText ?? quote.quoteStatusText)
      : quote.closedReason
        ? QUOTE_CLOSED_TEXT_FOR_CUSTOMER[quote.closedReason]
        : (quote.closedReasonText ?? customerQuoteStatusLabel(quote.quoteStatus) ?? quote.quoteStatusText);
  return (
    <Badge
      color={statusColor(quote.quoteStatus, closed)}
      variant={closed ? 'outline' : 'light'}
      style={{ flexShrink: 0, overflow: 'visible' }}
      maw="none"
    >
      {text}
    </Badge>
  );
}

/** The workshop as a customer weighs it: logo, name, rating and reviews, certifications, distance. */
export function WorkshopHeader({ workshop }: { workshop: QuoteView['workshop'] }) {
  const place = [workshop.suburb, workshop.city].filter(Boolean).join(', ');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Avatar src={workshop.logoUrl} alt="" size={48} radius="md" color="navy">
        {workshop.name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Title order={3} fz="h5" lineClamp={2}>
          {workshop.name}
        </Title>
        <Group gap={6} wrap="nowrap">
          {workshop.rating !== null ? (
            <>
              <Rating value={workshop.rating} fractions={10} readOnly size="xs" aria-hidden="true" />
              <Text fz="xs" c="dimmed">
                {workshop.rating.toFixed(1)} ({workshop.reviewCount}{' '}
                {workshop.reviewCount === 1 ? 'review' : 'reviews'})
              </Text>
            </>
          ) : (
            <Text fz="xs" c="dimmed">
              No reviews yet
            </Text>
          )}
        </Group>
        {(place || workshop.distanceText) && (
          <Group gap={4} wrap="nowrap">
            <IconCar size={14} aria-hidden="true" />
            <Text fz="xs" c="dimmed">
              {[place, travelText(workshop)].filter(Boolean).join(' · ')}
            </Text>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The workshop's reviews: the count is the one beside the rating (all its reviews); the answer carries the
 * newest few, and says so when there are more.
 */
function Reviews({ workshop }: { workshop: QuoteView['workshop'] }) {
  const [opened, toggle] = useDisclosure(false);
  const shown = workshop.workshopReviews.length;
  if (shown === 0) return null;
  const count = Math.max(workshop.reviewCount, shown);
  return (
    <Stack gap={4}>
      <Button variant="subtle" size="compact-sm" onClick={toggle.toggle} aria-expanded={opened} px={0}>
        {opened ? 'Hide reviews' : `Read reviews (${count})`}
      </Button>
      <Collapse expanded={opened}>
        <Stack gap="xs">
          {shown < count && (
            <Text fz="xs" c="dimmed">
              The newest {shown} of {count} reviews.
            </Text>
          )}
          {workshop.workshopReviews.map((r) => (
            <Paper key={r.id} bg="gray.0" p="xs" radius="sm">
              <Group gap={6}>
                <Rating
                  value={r.rating}
                  readOnly
                  size="xs"
                  role="img"
                  aria-label={`${r.rating} out of 5 stars`}
                />
                <Text fz="xs" c="dimmed">
                  {r.authorName} · {formatDate(r.dateCreatedUtc)}
                </Text>
              </Group>
              <Text fz="sm">{r.review}</Text>
            </Paper>
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** One workshop's quote in the comparison: who, how much, until when, and what it covers line by line. */
export function QuoteCard({
  quote,
  onAccept,
  onDecline,
  onMessage,
}: {
  quote: QuoteView;
  onAccept: (quote: QuoteView) => void;
  /** The customer says no to this quote (decision 051); shown when the lifecycle allows it. */
  onDecline?: (quote: QuoteView) => void;
  /** Left out where the reader cannot write to the workshop (a branch the quote was shared with). */
  onMessage?: (quote: QuoteView) => void;
}) {
  const canAccept = quote.allowedActions.includes('accept');
  const closed = Boolean(quote.closedReason);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Quote from ${quote.workshop.name}`}
      style={closed ? { opacity: 0.75 } : undefined}
    >
      <Stack gap="sm">
        {/* The badge goes under the workshop when a narrow card cannot hold both side by side. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <WorkshopHeader workshop={quote.workshop} />
          <QuoteStatusBadge quote={quote} />
        </Group>
        {quote.workshop.workshopCertifications.length > 0 && (
          <Group gap={4}>
            {quote.workshop.workshopCertifications.map((c) => (
              <Badge
                key={`${c.name}-${c.issuer}`}
                size="sm"
                variant="light"
                color="teal"
                leftSection={<IconCertificate size={12} aria-hidden="true" />}
              >
                {c.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" align="flex-end">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {quote.isPreQuote ? 'Pre-quote (inspection)' : 'Total incl. VAT'}
            </Text>
            <Text fz={26} fw={800} lh={1.1}>
              {rand(quote.quoteTotalIncl)}
            </Text>
          </Stack>
          <Stack gap={0} align="flex-end">
            {quote.expiryDateUtc && (
              <Text fz="xs" c={quote.isExpired ? 'red.8' : 'dimmed'}>
                {quote.isExpired ? 'Expired' : 'Valid until'} {formatDate(quote.expiryDateUtc)}
              </Text>
            )}
            {quote.jobTurnaround !== null && (
              <Group gap={4}>
                <IconClock size={14} aria-hidden="true" />
                <Text fz="xs" c="dimmed">
                  Turnaround {quote.jobTurnaround} {quote.jobTurnaround === 1 ? 'day' : 'days'}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        <QuoteLinesTable
          lines={quote.quoteItems}
          caption={`Lines of the quote from ${quote.workshop.name}`}
        />
        <TotalsBlock totals={quote.totals} isVatRegistered={quote.isVatRegistered} vatRate={quote.vatRate} />
        {quote.notes && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {quote.notes}
          </Text>
        )}
        <GuaranteeTerms guarantee={quote.guarantee} />
        <Reviews workshop={quote.workshop} />
        <Group gap="sm" grow>
          {canAccept && <Button onClick={() => onAccept(quote)}>Accept and book</Button>}
          {onDecline && quote.allowedActions.includes('reject') && (
            <Button variant="default" onClick={() => onDecline(quote)}>
              Decline
            </Button>
          )}
          {onMessage && (
            <Button
              variant="light"
              leftSection={<IconMessage size={16} aria-hidden="true" />}
              onClick={() => onMessage(quote)}
            >
              Message{quote.quoteMessages.length > 0 ? ` (${quote.quoteMessages.length})` : ''}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  AmendmentChangeType,
  AmendmentStatus,
  type AmendmentView,
  formatDateTime,
  QUOTE_LINE_KIND_TEXT,
  QUOTES_API,
  type QuoteItemView,
} from '@motorwise/shared';
import { useEffect, useState } from 'react';
import { errorMessageOf } from '@/lib/api-client';
import { pictureUrl, useAnswerAmendment } from '../api/quotes-api';
import { rand } from './money';

const CHANGE_TEXT: Record<number, string> = {
  [AmendmentChangeType.added]: 'Added',
  [AmendmentChangeType.modified]: 'Changed',
  [AmendmentChangeType.removed]: 'Removed',
};
const STATUS_TEXT: Record<number, string> = {
  [AmendmentStatus.pending]: 'Waiting for you',
  [AmendmentStatus.approved]: 'Approved',
  [AmendmentStatus.declined]: 'Declined',
};

/** What changes on a line: a new line, a price or quantity change (previous shown), or a removal. */
export function AmendmentLineText({ line }: { line: QuoteItemView }) {
  const change = line.amendmentType ?? AmendmentChangeType.added;
  return (
    <Stack gap={0}>
      <Group gap={6}>
        <Badge size="xs" variant="light" color={change === AmendmentChangeType.removed ? 'red' : 'blue'}>
          {CHANGE_TEXT[change]}
        </Badge>
        <Text fz="sm" fw={500}>
          {line.description}
        </Text>
      </Group>
      <Text fz="xs" c="dimmed">
        {QUOTE_LINE_KIND_TEXT[line.kind]}
        {line.itemName ? ` · ${line.itemName}` : ''} · {String(line.quantity)} × {rand(line.priceIncl)} ={' '}
        {rand(line.totalIncl)}
        {change === AmendmentChangeType.modified && line.previousPriceIncl !== null
          ? ` (was ${String(line.previousQuantity ?? line.quantity)} × ${rand(line.previousPriceIncl)})`
          : ''}
      </Text>
      {line.note && <Text fz="xs">{line.note}</Text>}
    </Stack>
  );
}

/** The photos of what the workshop found; loaded with the caller's credentials. */
export function AmendmentPhotos({
  photos,
  emailAddress,
}: {
  photos: AmendmentView['photos'];
  emailAddress?: string;
}) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  useEffect(() => {
    let cancelled = false;
    const made: string[] = [];
    for (const p of photos) {
      pictureUrl(QUOTES_API.downloadAmendmentPhoto, { id: p.id }, { emailAddress })
        .then((url) => {
          made.push(url);
          if (!cancelled) setUrls((u) => ({ ...u, [p.id]: url }));
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [photos, emailAddress]);
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {photos.map((p) => (
        <Image
          key={p.id}
          src={urls[p.id]}
          alt={`Photo: ${p.fileName}`}
          radius="sm"
          h={120}
          fit="cover"
          fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * An amendment: what the workshop found (photos, note) and its lines. While it waits, the customer approves
 * or declines each line (spec: POST /api/quotes/AcceptQuoteAmendment); declined lines stay on the vehicle's
 * record as recommended work.
 */
export function AmendmentReview({
  quoteId,
  amendment,
  uniqueId,
  emailAddress,
  canAnswer,
}: {
  quoteId: string;
  amendment: AmendmentView;
  uniqueId: string;
  emailAddress?: string;
  canAnswer: boolean;
}) {
  const answer = useAnswerAmendment(uniqueId, emailAddress);
  const pending = amendment.amendmentStatus === AmendmentStatus.pending && canAnswer;
  const [decisions, setDecisions] = useState<Record<string, 'approve' | 'decline'>>(() =>
    Object.fromEntries(amendment.items.map((l) => [l.id, 'approve'])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const approvedCents = amendment.items
    .filter((l) => decisions[l.id] === 'approve')
    .reduce((sum, l) => sum + Math.round(l.totalIncl * 100), 0);

  const submit = async () => {
    setProblem(null);
    try {
      await answer.mutateAsync({
        quoteId,
        amendmentId: amendment.id,
        decisions: amendment.items.map((l) => ({
          quoteItemId: l.id,
          approved: decisions[l.id] === 'approve',
        })),
      });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Amendment">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="h5">
            Amendment
          </Title>
          <Badge color={amendment.amendmentStatus === AmendmentStatus.pending ? 'orange' : 'gray'}>
            {STATUS_TEXT[amendment.amendmentStatus] ?? 'Amendment'}
          </Badge>
        </Group>
        {amendment.submittedAtUtc && (
          <Text fz="xs" c="dimmed">
            Sent {formatDateTime(amendment.submittedAtUtc)}
          </Text>
        )}
        {amendment.note && <Text fz="sm">{amendment.note}</Text>}
        <AmendmentPhotos photos={amendment.photos} emailAddress={emailAddress} />
        <Stack gap="xs">
          {amendment.items.map((line) => (
            <Group key={line.id} justify="space-between" wrap="wrap" gap="xs">
              <AmendmentLineText line={line} />
              {pending ? (
                <SegmentedControl
                  size="xs"
                  aria-label={`Answer for ${line.description}`}
                  value={decisions[line.id] ?? 'approve'}
                  onChange={(v) => setDecisions((d) => ({ ...d, [line.id]: v as 'approve' | 'decline' }))}
                  data={[
                    { value: 'approve', label: 'Approve' },
                    { value: 'decline', label: 'Decline' },
                  ]}
                />
              ) : (
                <Badge
                  variant="outline"
                  color={line.amendmentStatus === AmendmentStatus.approved ? 'teal' : 'gray'}
                >
                  {STATUS_TEXT[line.amendmentStatus ?? AmendmentStatus.pending]}
                </Badge>
              )}
            </Group>
          ))}
        </Stack>
        {pending && (
          <>
            <Text fz="sm">
              Approving adds <strong>{rand(approvedCents / 100)}</strong> to the job. Declined work is not
              done or charged; we keep it on your vehicle’s record as recommended work.
            </Text>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={submit} loading={answer.isPending}>
                Send my answer
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

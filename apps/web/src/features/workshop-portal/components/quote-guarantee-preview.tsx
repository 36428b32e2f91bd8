import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { type IncomingRequest, statedGuaranteeSummary, type WorkshopGuarantee } from '@motorwise/shared';
import { Link } from 'react-router';

const same = (a: WorkshopGuarantee | null, b: WorkshopGuarantee | null) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function Statement({ guarantee, none }: { guarantee: WorkshopGuarantee | null; none: string }) {
  const summary = statedGuaranteeSummary(guarantee);
  if (!summary) return <Text fz="sm">{none}</Text>;
  return (
    <>
      <Text fz="sm">{summary}, whichever comes first</Text>
      {guarantee?.terms && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {guarantee.terms}
        </Text>
      )}
    </>
  );
}

/**
 * The workmanship guarantee a quote carries (decision 076): sending copies the workshop's current statement
 * onto the quote, so the editor shows that statement before it is sent (with where to change it), and what
 * a sent quote was sent with when that differs.
 */
export function QuoteGuaranteePreview({
  request,
  willSend,
}: {
  request: IncomingRequest;
  /** Whether a sending action (send, pre-quote, revise) is still open to this quote. */
  willSend: boolean;
}) {
  const current = request.defaults.guarantee;
  const sent = request.quote?.dateSentUtc ? (request.quote.guarantee?.guarantee ?? null) : undefined;
  const sentDiffers = sent !== undefined && !same(sent, current);
  if (!willSend && sent === undefined) return null;
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label="Workmanship guarantee">
      <Stack gap={4}>
        {willSend && (
          <>
            <Text fz="sm" fw={600}>
              {sent === undefined
                ? 'Workmanship guarantee this quote will carry when sent'
                : 'Workmanship guarantee a revision will carry'}
            </Text>
            <Statement guarantee={current} none="None: your profile states no guarantee." />
            <Anchor component={Link} to="/workshop/profile" fz="sm">
              Change your guarantee in your profile
            </Anchor>
          </>
        )}
        {sent !== undefined && (!willSend || sentDiffers) && (
          <>
            <Text fz="sm" fw={600} mt={willSend ? 'xs' : 0}>
              Sent with this workmanship guarantee
            </Text>
            <Statement guarantee={sent} none="None stated." />
          </>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime, type QuoteView } from '@motorwise/shared';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import type { OrganisationBranch } from '@/lib/session-storage';
import { useBranchShares, useShareQuote } from '../api/organisation-quotes-api';

interface SharePanelProps {
  uniqueId: string;
  /** The branch the request was made for: it already sees the quotes. */
  requestBranchId: string | null;
  branches: OrganisationBranch[];
  quotes: QuoteView[];
  /**
   * Whether the user works in the request's own branch: sharing is done from there (decision 032). A
   * branch a quote was shared with sees who shared what, without the form.
   */
  canShare: boolean;
}

/**
 * spec: an organisation user "can share a quote to an organisation branch" (decision 032): pick the quote
 * and the branch, and see who shared what with whom and when.
 */
export function SharePanel({ uniqueId, requestBranchId, branches, quotes, canShare }: SharePanelProps) {
  const shares = useBranchShares(uniqueId, true);
  const share = useShareQuote(uniqueId);
  const others = branches.filter((b) => String(b.id) !== String(requestBranchId));
  const [quoteId, setQuoteId] = useState<string | null>(quotes.length === 1 ? quotes[0]!.id : null);
  const [branchId, setBranchId] = useState<string | null>(others.length === 1 ? String(others[0]!.id) : null);
  const [error, setError] = useState<string | null>(null);
  if (others.length === 0 || quotes.length === 0) return null;
  if (!canShare && !shares.data?.length) return null;

  const submit = async () => {
    if (!quoteId || !branchId) return;
    setError(null);
    try {
      const done = await share.mutateAsync({ quoteId, organizationBranchId: branchId });
      notifications.show({
        color: 'teal',
        title: 'Quote shared',
        message: `${done.workshopName}’s quote ${done.quoteReference} is shared with ${done.branchName}.`,
      });
    } catch (e) {
      const fields = isApiError(e) ? Object.values(e.errors ?? {}).flat() : [];
      setError(fields[0] ?? (isApiError(e) ? e.message : 'The quote could not be shared. Please try again.'));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="share-title">
      <Title order={2} fz="h5" id="share-title" mb="xs">
        {canShare ? 'Share with a branch' : 'Shared with branches'}
      </Title>
      <Stack gap="sm">
        {canShare && (
          <>
            <Select
              label="Quote"
              placeholder="Choose a quote"
              data={quotes.map((q) => ({ value: q.id, label: `${q.workshop.name} (${q.reference})` }))}
              value={quoteId}
              onChange={setQuoteId}
              allowDeselect={false}
            />
            <Select
              label="Branch"
              placeholder="Choose a branch"
              data={others.map((b) => ({ value: String(b.id), label: b.branchName ?? String(b.id) }))}
              value={branchId}
              onChange={setBranchId}
              allowDeselect={false}
            />
            {error && (
              <Alert color="red" p="xs">
                {error}
              </Alert>
            )}
            <Button
              leftSection={<IconShare size={16} aria-hidden />}
              onClick={submit}
              loading={share.isPending}
              disabled={!quoteId || !branchId}
            >
              Share
            </Button>
          </>
        )}
        {shares.data && shares.data.length > 0 && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Shared so far">
            {shares.data.map((s) => (
              <Text component="li" key={s.id} fz="xs" c="dimmed">
                <Text span fz="xs" fw={600} c="var(--mantine-color-text)">
                  {s.workshopName} ({s.quoteReference})
                </Text>{' '}
                shared with {s.branchName} by {s.sharedByName ?? s.username},{' '}
                {formatDateTime(s.dateCreatedUtc)}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

import { Alert, Button, Loader, Stack } from '@mantine/core';
import { BOOKED_QUOTE_STATUSES, type QuoteStatus } from '@motorwise/shared';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useIncomingRequest } from '../api/portal-api';
import { QuoteEditor } from './quote-editor';
import { RequestFacts } from './request-facts';

/** /workshop/requests/:id: the request and this workshop's quote on it. */
export function IncomingRequestDetail({ requestId }: { requestId: string }) {
  const request = useIncomingRequest(requestId);
  if (request.isPending) return <Loader aria-label="Loading the request" />;
  if (request.isError)
    return (
      <Alert color="red" title="Request not loaded">
        {isApiError(request.error) ? request.error.message : 'The request could not be loaded.'}
      </Alert>
    );
  const r = request.data;
  const booked = r.quote && BOOKED_QUOTE_STATUSES.includes(r.quote.quoteStatus as QuoteStatus);
  return (
    <Stack gap="lg">
      <RequestFacts request={r} />
      {booked && r.quote ? (
        <Alert color="teal" title="Booked">
          The customer accepted your quote.{' '}
          <Button component={Link} to={`/workshop/jobs/${r.quote.id}`} size="xs" variant="light" ml="xs">
            Open the job
          </Button>
        </Alert>
      ) : r.bookedElsewhere && !r.quote ? (
        <Alert color="gray">The customer booked another workshop for this request.</Alert>
      ) : (
        <QuoteEditor key={`${r.quote?.id ?? 'new'}-${r.quote?.dateModifiedUtc ?? ''}`} request={r} />
      )}
    </Stack>
  );
}

import { QUOTES_API, QuoteRequestStatus, QuoteStatus } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quote, REQUEST_ID, requestQuotes, requestView } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { QuotesScreen } from './quotes-screen';

/** Issue 20 item 4 (decision 051): the customer cancels a request, declines a quote, sees what was asked. */

const QUOTES = `GET /api/quotes/GetQuoteRequestQuotes/${REQUEST_ID}`;
const REQUEST = `GET /api/QuoteRequests/GetQuoteRequest/${REQUEST_ID}`;
const ESTIMATE = 'POST /api/QuoteRequests/GetQuoteEstimate';
const GUEST = 'guest@example.co.za';

const open = quote({ allowedActions: ['accept', 'reject'] });

function render(email?: string) {
  return renderWithRouter(
    <QuotesScreen uniqueId={REQUEST_ID} emailAddress={email} />,
    `/quotes/${REQUEST_ID}`,
  );
}

describe('the customer in control of a request', () => {
  it('the guest page shows what was asked for: items, dates, address and notes', async () => {
    mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [open] }) }),
      [REQUEST]: () => ({
        status: 200,
        body: requestView({
          requestItems: [
            {
              id: 'i-brakes',
              repairItemTemplateId: null,
              name: 'Front brake pads',
              hasQuery: true,
              query: 'Which axle?',
              queryAnswer: 'Front',
              keyword: null,
            },
          ],
          datesRequested: ['2099-12-01'],
          address: {
            streetNumber: '12',
            streetName: 'Bram Fischer Drive',
            suburb: 'Ferndale',
            town: 'Randburg',
            city: 'Randburg',
            province: 'Gauteng',
            country: 'South Africa',
            postalCode: '2194',
            lat: null,
            lng: null,
          },
          notes: 'Please phone before you start.',
        }),
      }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    render(GUEST);
    const asked = await screen.findByRole('region', { name: 'What you asked for' });
    expect(within(asked).getByText('Front brake pads: Front')).toBeInTheDocument();
    expect(within(asked).getByText('01/12/2099')).toBeInTheDocument();
    expect(within(asked).getByText(/12 Bram Fischer Drive, Ferndale, Randburg, 2194/)).toBeInTheDocument();
    expect(within(asked).getByText('Please phone before you start.')).toBeInTheDocument();
    // The request's badge reads where it stands; a waiting quote reads as the customer's.
    expect(screen.getByText('2 quotes received')).toBeInTheDocument();
    expect(screen.getByText('Waiting for your decision')).toBeInTheDocument();
    expect(screen.queryByText('Pending Approval')).toBeNull();
  });

  it('cancels the request with a reason typed key by key; an empty reason is tied to its field', async () => {
    const api = mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [open] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
      [`POST ${QUOTES_API.cancelRequest.path}`]: () => ({
        status: 200,
        body: { message: 'Request MW-10042 is cancelled. The workshops were told.', quoteRequestStatus: 1 },
      }),
    });
    render(GUEST);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel request MW-10042' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    const reason = within(dialog).getByRole('textbox', { name: /Why are you cancelling/ });
    expect(reason).toHaveAccessibleDescription('Please give a reason.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`POST ${QUOTES_API.cancelRequest.path}`)).toHaveLength(0);
    await user.type(reason, 'Sold the car');
    expect(reason).toHaveValue('Sold the car');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(
      await screen.findByText('Request MW-10042 is cancelled. The workshops were told.'),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${QUOTES_API.cancelRequest.path}`)[0]?.body).toEqual({
      quoteRequestId: REQUEST_ID,
      reason: 'Sold the car',
      emailAddress: GUEST,
    });
  });

  it('offers no cancel once a quote is booked, or once the request is cancelled (with its reason shown)', async () => {
    mockApi({
      [QUOTES]: () => ({
        status: 200,
        body: requestQuotes({ quoteRequestStatus: QuoteRequestStatus.Cancelled, quotes: [open] }),
      }),
      [REQUEST]: () => ({
        status: 200,
        body: requestView({
          quoteRequestStatus: QuoteRequestStatus.Cancelled,
          quoteRequestStatusReason: 'Sold the car',
          progress: { stage: 'cancelled', label: 'Cancelled', workshopName: null },
        }),
      }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    render();
    expect(await screen.findByText('You cancelled it: Sold the car')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('declines a quote with an optional reason, typed key by key', async () => {
    const api = mockApi({
      [QUOTES]: () => ({ status: 200, body: requestQuotes({ quotes: [open] }) }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
      [`POST ${QUOTES_API.declineQuote.path}`]: () => ({
        status: 200,
        body: {
          message: 'You declined this quote. The workshop was told.',
          quoteId: 'q-1',
          quoteStatus: QuoteStatus.PendingApproval,
        },
      }),
    });
    render();
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: `Quote from ${open.workshop.name}` });
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Decline the quote from ${open.workshop.name}`,
    });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Too far away');
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findByText('You declined this quote. The workshop was told.')).toBeInTheDocument();
    expect(api.callsTo(`POST ${QUOTES_API.declineQuote.path}`)[0]?.body).toEqual({
      quoteId: 'q-1',
      reason: 'Too far away',
    });
  });

  it('a quote the customer declined reads as theirs and offers no decline', async () => {
    mockApi({
      [QUOTES]: () => ({
        status: 200,
        body: requestQuotes({
          quotes: [
            quote({
              allowedActions: [],
              closedReason: 'rejected',
              closedReasonText: 'Declined by the customer',
            }),
          ],
        }),
      }),
      [REQUEST]: () => ({ status: 200, body: requestView() }),
      [ESTIMATE]: () => ({ status: 200, body: [] }),
    });
    render();
    expect(await screen.findByText('Declined by you')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });
});

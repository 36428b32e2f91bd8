import type { BranchShare } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { quote, REQUEST_ID, requestQuotes, requestView } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { customer, organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { QuotesScreen } from './quotes-screen';

const SHARES = `GET /api/QuoteRequests/organizationBranchShares/${REQUEST_ID}`;
const SHARE = `POST /api/QuoteRequests/shareOrganizationBranchQuote/${REQUEST_ID}`;
const hatfield = quote();

function answers(shares: BranchShare[]) {
  return {
    [`GET /api/quotes/GetQuoteRequestQuotes/${REQUEST_ID}`]: () => ({
      status: 200,
      body: requestQuotes({ quotes: [hatfield] }),
    }),
    [`GET /api/QuoteRequests/GetQuoteRequest/${REQUEST_ID}`]: () => ({
      status: 200,
      // Made for the user's Sandton branch (11): Pretoria East (12) is the other branch.
      body: requestView({ organizationBranchId: '11' }),
    }),
    'POST /api/QuoteRequests/GetQuoteEstimate': () => ({ status: 200, body: [] }),
    [SHARES]: () => ({ status: 200, body: shares }),
    'POST /api/QuoteRequests/queryQuotesPriceLookup': () => ({
      status: 200,
      body: [
        {
          quoteRequestItemName: 'Front brake pads',
          level: 'range',
          paidCount: 2,
          averagePriceIncl: 1100,
          lowestPriceIncl: 900,
          highestPriceIncl: 1300,
          last: {
            priceIncl: 1300,
            datePaidUtc: '2026-10-02T10:00:00Z',
            workshopName: 'Midrand Motor Works',
            vehicleName: '2021 Toyota Hilux 2.4',
            reference: 'SMC-0031',
            quoteRequestUniqueId: 'uniq-31',
          },
        },
        {
          quoteRequestItemName: 'Wheel alignment',
          level: null,
          paidCount: 0,
          averagePriceIncl: null,
          lowestPriceIncl: null,
          highestPriceIncl: null,
          last: null,
        },
      ],
    }),
  };
}

const render = () => renderWithRouter(<QuotesScreen uniqueId={REQUEST_ID} />, `/quotes/${REQUEST_ID}`);

describe('what the organisation paid before', () => {
  it('shows the last and average price paid per item on alike vehicles, and says when there is none', async () => {
    storeSession(organisationUser);
    const api = mockApi(answers([]));
    render();
    const panel = await screen.findByRole('region', { name: 'Paid before' });
    expect(api.callsTo('POST /api/QuoteRequests/queryQuotesPriceLookup')[0]?.body).toEqual({
      quoteRequestId: REQUEST_ID,
    });
    expect(within(panel).getByText('Same range')).toBeInTheDocument();
    expect(
      within(panel).getByText(/Last paid R 1 300.00 at Midrand Motor Works on 02\/10\/2026/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'SMC-0031' })).toHaveAttribute('href', '/quotes/uniq-31');
    expect(
      within(panel).getByText('Average R 1 100.00 over 2 jobs (R 900.00 to R 1 300.00)'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Not paid for before on a similar vehicle.')).toBeInTheDocument();
  });
});

describe('sharing a quote with another branch', () => {
  it('an organisation user picks the branch and shares; who shared what and when is listed', async () => {
    storeSession(organisationUser);
    const shares: BranchShare[] = [];
    const api = mockApi({
      ...answers(shares),
      [SHARE]: ({ body }) => {
        const share: BranchShare = {
          id: 's-1',
          quoteId: hatfield.id,
          quoteReference: hatfield.reference,
          workshopId: hatfield.workshopId,
          workshopName: hatfield.workshop.name,
          workshopLogoUrl: null,
          organizationBranchId: String((body as { organizationBranchId: string }).organizationBranchId),
          branchName: 'Pretoria East',
          username: organisationUser.email,
          sharedByName: 'Pieter Botha',
          dateCreated: '2026-11-23T08:00:00Z',
          dateCreatedUtc: '2026-11-23T08:00:00Z',
          isSuccess: true,
        };
        shares.push(share);
        return { status: 200, body: share };
      },
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Share with a branch' });
    // One quote and one other branch: both are chosen already.
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Share' }));
    const sent = api.callsTo(SHARE)[0]!;
    expect(new URL(sent.url).searchParams.get('quoteId')).toBe(hatfield.id);
    expect(sent.body).toEqual({ organizationBranchId: '12' });
    expect(await screen.findByText(/is shared with Pretoria East/)).toBeInTheDocument();
    expect(
      await within(panel).findByText(/shared with Pretoria East by Pieter Botha, 23\/11\/2026/),
    ).toBeInTheDocument();
  });

  it('says why when the share is refused', async () => {
    storeSession(organisationUser);
    mockApi({
      ...answers([]),
      [SHARE]: () => ({
        status: 400,
        body: {
          message: 'Please check the form.',
          errors: {
            organizationBranchId: ['This request is already that branch’s. Please choose another branch.'],
          },
        },
      }),
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Share with a branch' });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Share' }));
    expect(await within(panel).findByText(/Please choose another branch/)).toBeInTheDocument();
  });

  it('a branch a quote was shared with sees who shared it, but no form to share again', async () => {
    storeSession(organisationUser);
    const share: BranchShare = {
      id: 's-2',
      quoteId: hatfield.id,
      quoteReference: hatfield.reference,
      workshopId: hatfield.workshopId,
      workshopName: hatfield.workshop.name,
      workshopLogoUrl: null,
      organizationBranchId: '11',
      branchName: 'Sandton',
      username: 'thandi@fleet.co.za',
      sharedByName: 'Thandi Nkosi',
      dateCreated: '2026-11-20T08:00:00Z',
      dateCreatedUtc: '2026-11-20T08:00:00Z',
      isSuccess: true,
    };
    mockApi({
      ...answers([share]),
      // Pretoria East's request, shared with the user's Sandton branch.
      [`GET /api/QuoteRequests/GetQuoteRequest/${REQUEST_ID}`]: () => ({
        status: 200,
        body: requestView({ organizationBranchId: '12' }),
      }),
    });
    render();
    const panel = await screen.findByRole('region', { name: 'Shared with branches' });
    expect(await within(panel).findByText(/shared with Sandton by Thandi Nkosi/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Share with a branch' })).not.toBeInTheDocument();
  });

  it('is not offered to a customer outside an organisation', async () => {
    storeSession(customer);
    mockApi(answers([]));
    render();
    expect(await screen.findByText(hatfield.workshop.name, {}, { timeout: 8000 })).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Share with a branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paid before' })).not.toBeInTheDocument();
  });
});

import { QuoteStatus, type WorkshopGuarantee } from '@motorwise/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { incomingRequest, quote } from '@/test/quote-fixtures';
import { mockApi } from '@/test/server';
import { renderWithRouter } from '@/test/utils';
import { IncomingRequestDetail } from './request-detail';

const PATH = 'GET /api/workshop/requests/r-1';
const NOW: WorkshopGuarantee = {
  partsMonths: 12,
  partsKm: 20_000,
  labourMonths: 6,
  labourKm: 10_000,
  terms: 'Excludes wear and tear.',
};
const BEFORE: WorkshopGuarantee = { ...NOW, labourMonths: 12, labourKm: 20_000, terms: '' };

const workshopQuote = (overrides: Parameters<typeof quote>[0]) => ({
  ...quote(overrides),
  closeNote: null,
  maxInvoiceTotalIncl: 1150,
});

async function previewOf(request: ReturnType<typeof incomingRequest>) {
  mockApi({ [PATH]: () => ({ status: 200, body: request }) });
  renderWithRouter(<IncomingRequestDetail requestId="r-1" />, '/workshop/requests/r-1');
  const editor = await screen.findByRole('form', { name: 'Quote editor' });
  return within(editor).queryByRole('group', { name: 'Workmanship guarantee' });
}

describe("the quote editor's guarantee preview (decision 076)", () => {
  it("shows a new quote the workshop's current guarantee, with where to change it", async () => {
    const preview = await previewOf(
      incomingRequest({ defaults: { ...incomingRequest().defaults, guarantee: NOW } }),
    );
    expect(preview).toHaveTextContent('Workmanship guarantee this quote will carry when sent');
    expect(preview).toHaveTextContent(
      'Parts 12 months / 20 000 km · Labour 6 months / 10 000 km, whichever comes first',
    );
    expect(preview).toHaveTextContent('Excludes wear and tear.');
    expect(
      within(preview!).getByRole('link', { name: 'Change your guarantee in your profile' }),
    ).toHaveAttribute('href', '/workshop/profile');
  });

  it('says when the profile states none', async () => {
    const preview = await previewOf(incomingRequest());
    expect(preview).toHaveTextContent('None: your profile states no guarantee.');
  });

  it('shows a sent quote what it was sent with, and what a revision would carry when that changed', async () => {
    const request = incomingRequest({
      defaults: { ...incomingRequest().defaults, guarantee: NOW },
      quote: workshopQuote({
        quoteStatus: QuoteStatus.PendingApproval,
        allowedActions: ['revise', 'withdraw'],
        guarantee: {
          guarantee: BEFORE,
          completedOn: null,
          endsOn: null,
          checkInMileage: null,
          inForce: false,
        },
      }),
    });
    const preview = await previewOf(request);
    expect(preview).toHaveTextContent('Workmanship guarantee a revision will carry');
    expect(preview).toHaveTextContent('Parts 12 months / 20 000 km · Labour 6 months / 10 000 km');
    expect(preview).toHaveTextContent('Sent with this workmanship guarantee');
    expect(preview).toHaveTextContent('Parts and labour 12 months / 20 000 km, whichever comes first');
  });
});

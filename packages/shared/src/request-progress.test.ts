import { describe, expect, it } from 'vitest';
import {
  customerQuoteStatusLabel,
  type ProgressQuote,
  requestProgress,
  workshopRequestProgress,
} from './request-progress';
import { QuoteRequestStatus, QuoteStatus } from './statuses';

const S = QuoteStatus;
const R = QuoteRequestStatus;
const now = new Date('2026-11-23T10:00:00Z');
const q = (status: number, extra: Partial<ProgressQuote> = {}): ProgressQuote => ({
  status,
  workshopName: 'Ferndale Motors',
  ...extra,
});

describe('requestProgress: where a request stands for its customer', () => {
  const cases: [
    string,
    number,
    ProgressQuote[],
    { stage: string; label: string; workshopName: string | null },
  ][] = [
    ['no quote yet', R.Submitted, [], { stage: 'waiting', label: 'Waiting for quotes', workshopName: null }],
    [
      'drafts are the workshop’s own',
      R.Submitted,
      [q(S.Draft)],
      { stage: 'waiting', label: 'Waiting for quotes', workshopName: null },
    ],
    [
      'one quote',
      R.Submitted,
      [q(S.PendingApproval), q(S.Draft)],
      { stage: 'quotesReceived', label: '1 quote received', workshopName: null },
    ],
    [
      'two quotes, one revised, one pre-quote, one declined by the customer',
      R.Submitted,
      [q(S.Updated), q(S.Request), q(S.PendingApproval, { closedReason: 'rejected' })],
      { stage: 'quotesReceived', label: '2 quotes received', workshopName: null },
    ],
    [
      'every quote closed or past its day',
      R.Submitted,
      [
        q(S.PendingApproval, { closedReason: 'withdrawn' }),
        q(S.Updated, { expiresAt: '2026-11-01T00:00:00Z' }),
      ],
      { stage: 'noOpenQuotes', label: 'No open quotes', workshopName: null },
    ],
    [
      'booked, with whom',
      R.Submitted,
      [q(S.PendingApproval, { workshopName: 'Other' }), q(S.Booked)],
      { stage: 'booked', label: 'Booked with Ferndale Motors', workshopName: 'Ferndale Motors' },
    ],
    [
      'checked in',
      R.Submitted,
      [q(S.InProgress)],
      { stage: 'inProgress', label: 'In progress at Ferndale Motors', workshopName: 'Ferndale Motors' },
    ],
    [
      'a draft invoice is still the job in progress',
      R.Submitted,
      [q(S.ProForma)],
      { stage: 'inProgress', label: 'In progress at Ferndale Motors', workshopName: 'Ferndale Motors' },
    ],
    [
      'an amendment waits for the customer',
      R.Submitted,
      [q(S.AmendmentPending)],
      { stage: 'awaitingApproval', label: 'Waiting for your approval', workshopName: 'Ferndale Motors' },
    ],
    [
      'invoiced',
      R.Submitted,
      [q(S.Invoiced)],
      { stage: 'invoiced', label: 'Invoiced', workshopName: 'Ferndale Motors' },
    ],
    [
      'at the gateway',
      R.Submitted,
      [q(S.Checkout)],
      { stage: 'invoiced', label: 'Invoiced', workshopName: 'Ferndale Motors' },
    ],
    ['paid', R.Submitted, [q(S.Paid)], { stage: 'paid', label: 'Paid', workshopName: 'Ferndale Motors' }],
    [
      'completed',
      R.Completed,
      [q(S.Completed)],
      { stage: 'completed', label: 'Completed', workshopName: 'Ferndale Motors' },
    ],
    [
      'closed by the customer without a booking',
      R.Completed,
      [q(S.PendingApproval)],
      { stage: 'completed', label: 'Completed', workshopName: null },
    ],
    [
      'cancelled',
      R.Cancelled,
      [q(S.PendingApproval)],
      { stage: 'cancelled', label: 'Cancelled', workshopName: null },
    ],
    [
      'a booking cancelled before check-in: the quotes are open again',
      R.Submitted,
      [q(S.PendingApproval), q(S.PendingApproval)],
      { stage: 'quotesReceived', label: '2 quotes received', workshopName: null },
    ],
  ];
  it.each(cases)('%s', (_, status, quotes, expected) => {
    expect(requestProgress(status, quotes, now)).toEqual(expected);
  });
});

describe('workshopRequestProgress: the workshop’s side, never the winner', () => {
  const cases: [string, number, ProgressQuote | null, boolean, { stage: string; label: string }][] = [
    ['new', R.Submitted, null, false, { stage: 'new', label: 'New' }],
    ['its draft', R.Submitted, q(S.Draft), false, { stage: 'draft', label: 'Draft' }],
    [
      'declined to quote',
      R.Submitted,
      q(S.Draft, { closedReason: 'declined' }),
      false,
      { stage: 'closed', label: 'Declined by the workshop' },
    ],
    [
      'sent',
      R.Submitted,
      q(S.PendingApproval),
      false,
      { stage: 'quoted', label: "Waiting for the customer's decision" },
    ],
    [
      'past its day',
      R.Submitted,
      q(S.PendingApproval, { expiresAt: '2026-11-01T00:00:00Z' }),
      false,
      { stage: 'closed', label: 'Expired' },
    ],
    [
      'declined by the customer',
      R.Submitted,
      q(S.PendingApproval, { closedReason: 'rejected' }),
      false,
      { stage: 'closed', label: 'Declined by the customer' },
    ],
    [
      'another workshop was booked',
      R.Submitted,
      q(S.PendingApproval),
      true,
      { stage: 'elsewhere', label: 'Went to another workshop' },
    ],
    [
      'not quoted, another workshop booked',
      R.Submitted,
      null,
      true,
      { stage: 'elsewhere', label: 'Went to another workshop' },
    ],
    ['its own job', R.Submitted, q(S.InProgress), false, { stage: 'inProgress', label: 'In Progress' }],
    [
      'an amendment out',
      R.Submitted,
      q(S.AmendmentPending),
      false,
      { stage: 'awaitingApproval', label: "Waiting for the customer's approval" },
    ],
    ['completed', R.Completed, q(S.Completed), false, { stage: 'completed', label: 'Completed' }],
    [
      'cancelled',
      R.Cancelled,
      q(S.PendingApproval),
      false,
      { stage: 'cancelled', label: 'Cancelled by the customer' },
    ],
    [
      'closed by the customer',
      R.Completed,
      null,
      false,
      { stage: 'completed', label: 'Closed by the customer' },
    ],
  ];
  it.each(cases)('%s', (_, status, own, elsewhere, expected) => {
    expect(workshopRequestProgress(status, own, elsewhere, now)).toEqual({ ...expected, workshopName: null });
  });
});

describe('customerQuoteStatusLabel', () => {
  it('a quote waiting for the customer reads as theirs; the rest as the spec labels them', () => {
    expect(customerQuoteStatusLabel(S.PendingApproval)).toBe('Waiting for your decision');
    expect(customerQuoteStatusLabel(S.Updated)).toBe('Waiting for your decision');
    expect(customerQuoteStatusLabel(S.Request)).toBe('Waiting for your decision');
    expect(customerQuoteStatusLabel(S.AmendmentPending)).toBe('Waiting for your approval');
    expect(customerQuoteStatusLabel(S.Booked)).toBe('Booked');
    expect(customerQuoteStatusLabel(S.ProForma)).toBe('Draft Invoice');
    expect(customerQuoteStatusLabel(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  allowedQuoteActions,
  decideQuoteAction,
  decideQuoteStatusChange,
  decideRequestAction,
  isQuoteExpired,
  QUOTE_ACTIONS,
  QUOTE_ACTORS,
  type QuoteAction,
  type QuoteActor,
} from './quote-lifecycle';
import { QuoteRequestStatus, QuoteStatus, quoteStatusLabel } from './statuses';

/**
 * Decisions 020 and 051 written out by hand, one allowed move a line: "from --action/actor--> to". Every other
 * combination of status, action and actor must be refused with a sentence.
 */
const ALLOWED = `
none --saveDraft/workshop--> Draft
Draft --saveDraft/workshop--> Draft
Draft --send/workshop--> Pending Approval
Draft --sendPreQuote/workshop--> Pre-Quote
Pending Approval --revise/workshop--> Updated
Updated --revise/workshop--> Updated
Pre-Quote --revise/workshop--> Updated
Pending Approval --accept/customer--> Booked
Updated --accept/customer--> Booked
Pre-Quote --accept/customer--> Booked
Booked --cancelBooking/customer--> Pending Approval
Booked --cancelBooking/workshop--> Pending Approval
Booked --cancelBooking/admin--> Pending Approval
Booked --checkIn/workshop--> In Progress
In Progress --submitAmendment/workshop--> Amendment Pending
Amendment Pending --answerAmendment/customer--> In Progress
In Progress --draftInvoice/workshop--> Draft Invoice
Draft Invoice --draftInvoice/workshop--> Draft Invoice
Draft Invoice --reopen/workshop--> In Progress
In Progress --invoice/workshop--> Invoiced
Draft Invoice --invoice/workshop--> Invoiced
Invoiced --checkout/customer--> Checkout
Invoiced --checkout/system--> Checkout
Checkout --paymentFailed/system--> Invoiced
Checkout --paymentFailed/admin--> Invoiced
Checkout --paid/system--> Paid
Checkout --paid/admin--> Paid
Invoiced --paid/system--> Paid
Invoiced --paid/admin--> Paid
Invoiced --paid/workshop--> Paid
Paid --complete/workshop--> Completed
Paid --complete/admin--> Completed
none --decline/workshop--> none
Draft --decline/workshop--> Draft
Pending Approval --withdraw/workshop--> Pending Approval
Updated --withdraw/workshop--> Updated
Pre-Quote --withdraw/workshop--> Pre-Quote
Pending Approval --expire/system--> Pending Approval
Updated --expire/system--> Updated
Pre-Quote --expire/system--> Pre-Quote
Pending Approval --reject/customer--> Pending Approval
Updated --reject/customer--> Updated
Pre-Quote --reject/customer--> Pre-Quote
`
  .trim()
  .split('\n')
  .map((line) => line.trim());

const STATUSES: (QuoteStatus | null)[] = [null, ...Object.values(QuoteStatus)];
const name = (s: QuoteStatus | null) => (s === null ? 'none' : quoteStatusLabel(s)!);

describe('every status x action x actor against decision 020', () => {
  const cases = STATUSES.flatMap((status) =>
    QUOTE_ACTIONS.flatMap((action) => QUOTE_ACTORS.map((actor) => [status, action, actor] as const)),
  );
  it(`covers ${cases.length} combinations and allows exactly the ${ALLOWED.length} listed`, () => {
    const allowed: string[] = [];
    for (const [status, action, actor] of cases) {
      const decision = decideQuoteAction({ status }, action, actor);
      if (decision.allowed) allowed.push(`${name(status)} --${action}/${actor}--> ${name(decision.to)}`);
      else {
        expect(decision.reason, `${name(status)} ${action} ${actor}`).toMatch(/^[A-Z].*\.$/);
        expect(decision.reason.length).toBeGreaterThan(20);
      }
    }
    expect(allowed.sort()).toEqual([...ALLOWED].sort());
  });
});

describe('refusals read as sentences', () => {
  it('says where a move can start and where the quote is', () => {
    const d = decideQuoteAction({ status: QuoteStatus.InProgress }, 'accept', 'customer');
    expect(d).toMatchObject({
      allowed: false,
      reason:
        'A quote can only be accepted while it is Pending Approval, Updated or Pre-Quote; this one is In Progress.',
    });
  });
  it('says who may do it', () => {
    const d = decideQuoteAction({ status: QuoteStatus.PendingApproval }, 'accept', 'workshop');
    expect(d.allowed).toBe(false);
    if (!d.allowed) expect(d.reason).toContain('Only the customer can do this');
  });
  it('an expired quote cannot be accepted', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const d = decideQuoteAction(
      { status: QuoteStatus.PendingApproval, expiresAt: '2026-11-23T09:59:59Z' },
      'accept',
      'customer',
      now,
    );
    expect(d).toMatchObject({ allowed: false, reason: expect.stringContaining('has expired') });
    expect(
      decideQuoteAction(
        { status: QuoteStatus.PendingApproval, expiresAt: '2026-11-23T10:00:01Z' },
        'accept',
        'customer',
        now,
      ).allowed,
    ).toBe(true);
  });
  it.each(['declined', 'withdrawn', 'expired'] as const)(
    'a %s quote cannot be accepted or revised',
    (closedReason) => {
      for (const action of ['accept', 'revise', 'withdraw'] as QuoteAction[]) {
        const actor: QuoteActor = action === 'accept' ? 'customer' : 'workshop';
        const d = decideQuoteAction({ status: QuoteStatus.Updated, closedReason }, action, actor);
        expect(d.allowed).toBe(false);
        if (!d.allowed)
          expect(d.reason).toMatch(closedReason === 'expired' ? /has expired/ : new RegExp(closedReason));
      }
    },
  );
  it('a workshop that declined may reopen by saving a draft while the request is open', () => {
    expect(
      decideQuoteAction({ status: QuoteStatus.Draft, closedReason: 'declined' }, 'saveDraft', 'workshop'),
    ).toMatchObject({
      allowed: true,
      closes: null,
    });
    expect(
      decideQuoteAction(
        { status: QuoteStatus.Draft, requestStatus: QuoteRequestStatus.Cancelled },
        'send',
        'workshop',
      ),
    ).toMatchObject({
      allowed: false,
      reason: 'The customer cancelled this request, so it can no longer be quoted.',
    });
  });
  it('one booking per request', () => {
    expect(
      decideQuoteAction(
        { status: QuoteStatus.PendingApproval, otherQuoteBooked: true },
        'accept',
        'customer',
      ),
    ).toMatchObject({ allowed: false, reason: expect.stringContaining('already booked') });
  });
  it('a cancelled or completed request takes no bookings', () => {
    for (const requestStatus of [QuoteRequestStatus.Cancelled, QuoteRequestStatus.Completed]) {
      const d = decideQuoteAction(
        { status: QuoteStatus.PendingApproval, requestStatus },
        'accept',
        'customer',
      );
      expect(d.allowed).toBe(false);
    }
  });
  it('no invoice while an amendment waits', () => {
    const d = decideQuoteAction(
      { status: QuoteStatus.ProForma, amendmentPending: true },
      'invoice',
      'workshop',
    );
    expect(d).toMatchObject({ allowed: false, reason: expect.stringContaining('amendment is waiting') });
  });
});

describe('status to status (the payments calls)', () => {
  it.each([
    [QuoteStatus.Invoiced, QuoteStatus.Checkout, 'system', true],
    [QuoteStatus.Checkout, QuoteStatus.Invoiced, 'system', true],
    [QuoteStatus.Checkout, QuoteStatus.Paid, 'system', true],
    [QuoteStatus.Invoiced, QuoteStatus.Paid, 'system', true],
    [QuoteStatus.Paid, QuoteStatus.Completed, 'workshop', true],
    [QuoteStatus.Booked, QuoteStatus.Paid, 'system', false],
    [QuoteStatus.Checkout, QuoteStatus.Paid, 'customer', false],
    [QuoteStatus.Completed, QuoteStatus.Invoiced, 'admin', false],
  ] as const)('%i -> %i by %s: %s', (from, to, actor, ok) => {
    const d = decideQuoteStatusChange({ status: from }, to, actor);
    expect(d.allowed).toBe(ok);
    if (d.allowed) expect(d.to).toBe(to);
    else expect(d.reason).toMatch(/\.$/);
  });
});

describe('allowed actions and expiry', () => {
  it('a customer on a sent quote may accept or decline; on a booked one cancel', () => {
    expect(allowedQuoteActions({ status: QuoteStatus.Updated }, 'customer')).toEqual(['accept', 'reject']);
    expect(allowedQuoteActions({ status: QuoteStatus.Booked }, 'customer')).toEqual(['cancelBooking']);
    expect(allowedQuoteActions({ status: QuoteStatus.Invoiced }, 'workshop')).toEqual(['paid']);
  });
  it('isExpired only for open quotes past their date, or closed as expired', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const past = '2026-11-01T00:00:00Z';
    expect(isQuoteExpired({ status: QuoteStatus.PendingApproval, expiresAt: past }, now)).toBe(true);
    expect(isQuoteExpired({ status: QuoteStatus.Booked, expiresAt: past }, now)).toBe(false);
    expect(isQuoteExpired({ status: QuoteStatus.Updated, closedReason: 'expired' }, now)).toBe(true);
  });
});

describe('requests', () => {
  const open = { status: QuoteRequestStatus.Submitted, reference: 'MW-2611-0001', hasBookedQuote: false };
  it('the customer cancels an open request without a booking', () => {
    expect(decideRequestAction(open, 'cancel', 'customer')).toEqual({
      allowed: true,
      to: QuoteRequestStatus.Cancelled,
    });
    expect(decideRequestAction({ ...open, hasBookedQuote: true }, 'cancel', 'customer')).toEqual({
      allowed: false,
      reason: 'Request MW-2611-0001 has a booked quote. Cancel the booking first.',
    });
    expect(decideRequestAction(open, 'cancel', 'workshop').allowed).toBe(false);
  });
  it('completes once', () => {
    expect(decideRequestAction(open, 'complete', 'system')).toEqual({
      allowed: true,
      to: QuoteRequestStatus.Completed,
    });
    expect(
      decideRequestAction({ ...open, status: QuoteRequestStatus.Completed }, 'complete', 'customer'),
    ).toEqual({
      allowed: false,
      reason: 'Request MW-2611-0001 is already completed.',
    });
    expect(
      decideRequestAction({ ...open, status: QuoteRequestStatus.Cancelled }, 'complete', 'customer'),
    ).toEqual({
      allowed: false,
      reason: 'Request MW-2611-0001 was cancelled, so it cannot be completed.',
    });
  });
});

describe('the customer declines a quote (decision 051)', () => {
  it('an open quote closes as rejected, keeping its status; nothing else is declined by the customer', () => {
    const facts = { status: QuoteStatus.PendingApproval, requestStatus: QuoteRequestStatus.Submitted };
    expect(decideQuoteAction(facts, 'reject', 'customer')).toEqual({
      allowed: true,
      action: 'reject',
      from: QuoteStatus.PendingApproval,
      to: QuoteStatus.PendingApproval,
      closes: 'rejected',
    });
    expect(decideQuoteAction(facts, 'reject', 'workshop').allowed).toBe(false);
    expect(decideQuoteAction({ ...facts, status: QuoteStatus.Booked }, 'reject', 'customer')).toMatchObject({
      allowed: false,
      reason:
        'A quote can only be declined while it is Pending Approval, Updated or Pre-Quote; this one is Booked.',
    });
    expect(
      decideQuoteAction({ ...facts, requestStatus: QuoteRequestStatus.Cancelled }, 'reject', 'customer'),
    ).toMatchObject({ reason: 'This request was cancelled, so its quotes can no longer be declined.' });
    expect(decideQuoteAction({ ...facts, closedReason: 'rejected' }, 'accept', 'customer')).toMatchObject({
      reason: 'The customer declined this quote, so it can no longer be accepted.',
    });
    expect(allowedQuoteActions(facts, 'customer')).toEqual(['accept', 'reject']);
  });
  it('the customer completes a request only while no job is under way; the job completes it', () => {
    const booked = { status: QuoteRequestStatus.Submitted, reference: 'MW-2611-0001', hasBookedQuote: true };
    expect(decideRequestAction(booked, 'complete', 'customer')).toEqual({
      allowed: false,
      reason:
        'Request MW-2611-0001 has a job under way. It is completed when the workshop completes the job.',
    });
    expect(decideRequestAction({ ...booked, jobCompleted: true }, 'complete', 'customer').allowed).toBe(true);
    expect(decideRequestAction(booked, 'complete', 'system').allowed).toBe(true);
  });
});

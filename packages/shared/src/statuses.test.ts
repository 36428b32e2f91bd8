import { describe, expect, it } from 'vitest';
import {
  AmendmentChangeType,
  AmendmentStatus,
  actionSourceKind,
  EVENT_LABELS,
  LoginResult,
  LoginResultSchema,
  QUOTE_STATUS_LABELS,
  QuoteRequestStatus,
  QuoteRequestStatusSchema,
  QuoteStatusSchema,
  quoteRequestStatusLabel,
  quoteStatusLabel,
  quoteStatusValue,
  TIMELINE_LABELS,
} from './statuses';

describe('quote request status (Submitted 0, Cancelled 1, Completed 2)', () => {
  it.each([
    ['Submitted', 0],
    ['Cancelled', 1],
    ['Completed', 2],
  ] as const)('%s = %i', (label, value) => {
    expect(QuoteRequestStatus[label]).toBe(value);
    expect(quoteRequestStatusLabel(value)).toBe(label);
  });

  it('parses only known values', () => {
    expect(QuoteRequestStatusSchema.parse(1)).toBe(1);
    expect(QuoteRequestStatusSchema.safeParse(3).success).toBe(false);
    expect(quoteRequestStatusLabel(3)).toBeUndefined();
  });
});

describe('quote status: fifteen labels, values as the spec lists', () => {
  const expected: [string, number | null][] = [
    ['Created', null],
    ['Pending Approval', 0],
    ['Booked', 1],
    ['In Progress', 2],
    ['Amendment Not Submitted', null],
    ['Amendment Pending', 3],
    ['Draft Invoice', 4],
    ['Invoiced', 5],
    ['Completed', 6],
    ['Paid', 7],
    ['Checkout', 8],
    ['Updated', 9],
    ['Draft Pre-Quote', null],
    ['Pre-Quote', 10],
    ['Draft', 11],
  ];

  it('lists them in order', () => {
    expect(QUOTE_STATUS_LABELS.map((e) => [e.label, e.value])).toEqual(expected);
  });

  it.each(expected)('%s <-> %s', (label, value) => {
    expect(quoteStatusValue(label)).toBe(value);
    if (value !== null) expect(quoteStatusLabel(value)).toBe(label);
  });

  it('has no label for unknown values', () => {
    expect(quoteStatusLabel(12)).toBeUndefined();
    expect(quoteStatusLabel(null)).toBeUndefined();
    expect(quoteStatusValue('Shipped')).toBeUndefined();
  });

  it('accepts the twelve stored values only', () => {
    for (let v = 0; v <= 11; v++) expect(QuoteStatusSchema.safeParse(v).success).toBe(true);
    expect(QuoteStatusSchema.safeParse(12).success).toBe(false);
    expect(QuoteStatusSchema.safeParse(-1).success).toBe(false);
  });
});

describe('amendments and login results', () => {
  it('has the spec values', () => {
    expect(AmendmentChangeType).toEqual({ added: 0, modified: 1, removed: 2 });
    expect(AmendmentStatus).toEqual({ pending: 0, approved: 1, declined: 2 });
    expect(LoginResult).toEqual({
      success: 0,
      failed: 1,
      emailConfirmationRequired: 2,
      newPasswordRequired: 3,
      lockedOut: 4,
      notAllowed: 5,
      requiresTwoFactor: 6,
    });
    expect(LoginResultSchema.safeParse(7).success).toBe(false);
  });
});

describe('labels', () => {
  it('has the timeline and event labels', () => {
    expect(TIMELINE_LABELS).toEqual([
      'Vehicle',
      'Quote Request',
      'Quote',
      'Booked',
      'Checked In',
      'Amendment',
      'Invoice',
    ]);
    expect(EVENT_LABELS).toEqual(['Created', 'Updated', 'Submitted', 'Received']);
  });

  it.each([
    [0, 'vehicleMapping'],
    [1, 'quoteRequest'],
    [2, 'quoteRequest'],
  ])('actionSource %i -> %s', (source, kind) => {
    expect(actionSourceKind(source)).toBe(kind);
  });
});

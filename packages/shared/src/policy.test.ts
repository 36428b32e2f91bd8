import { describe, expect, it } from 'vitest';
import { POLICY_STATUSES, policyEffect } from './policy';

const covered = 'Please note that the expense might not be covered.';

describe('policyEffect (spec: what each policy status does to policy-quote mode)', () => {
  it('has the ten statuses', () => {
    expect(POLICY_STATUSES).toHaveLength(10);
  });

  it('ACTIVE POLICY: mode on, no dialog', () => {
    expect(policyEffect('ACTIVE POLICY')).toEqual({
      policyQuoteMode: true,
      showPolicyCard: true,
      dialog: null,
    });
  });

  it.each([
    ['SUSPEND POLICY', 'Policy suspended'],
    ['HOLD POLICY', 'Policy on hold'],
    ['CANCELLATION IN PROGRESS', 'Cancellation in progress'],
    ['CANCELLATION PENDING RECOVERY', 'Cancellation pending recovery'],
    ['CANCELLATION PENDING COLLECTIONS', 'Cancellation pending collection'],
    ['CANCELLATION REQUESTED', 'Cancellation requested'],
  ])('%s: warning %j, mode kept', (status, title) => {
    expect(policyEffect(status)).toEqual({
      policyQuoteMode: true,
      showPolicyCard: true,
      dialog: { kind: 'warning', title, message: covered },
    });
  });

  it('INACTIVE POLICY: info, mode kept', () => {
    expect(policyEffect('INACTIVE POLICY')).toEqual({
      policyQuoteMode: true,
      showPolicyCard: true,
      dialog: {
        kind: 'info',
        title: 'Policy inactive',
        message: 'You may only claim on this policy after three (3) consecutive successful debit orders.',
      },
    });
  });

  it.each(['EXPIRED POLICY', 'CANCELLED POLICY', 'UNKNOWN', '', null, undefined])(
    '%j: mode off, card hidden',
    (status) => {
      expect(policyEffect(status)).toEqual({ policyQuoteMode: false, showPolicyCard: false, dialog: null });
    },
  );

  it('compares trimmed and case-insensitively', () => {
    expect(policyEffect(' active policy ').policyQuoteMode).toBe(true);
    expect(policyEffect('Hold  Policy').dialog?.title).toBe('Policy on hold');
  });
});

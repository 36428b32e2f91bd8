import { z } from 'zod';

/** spec: the ten policy statuses, as the policy programme sends them. */
export const POLICY_STATUSES = [
  'ACTIVE POLICY',
  'EXPIRED POLICY',
  'CANCELLED POLICY',
  'SUSPEND POLICY',
  'INACTIVE POLICY',
  'HOLD POLICY',
  'CANCELLATION IN PROGRESS',
  'CANCELLATION PENDING RECOVERY',
  'CANCELLATION PENDING COLLECTIONS',
  'CANCELLATION REQUESTED',
] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** spec: the warning every suspended, on-hold and cancellation state shows. */
export const POLICY_NOT_COVERED_MESSAGE = 'Please note that the expense might not be covered.';
/** spec: the info the inactive state shows. */
export const POLICY_INACTIVE_MESSAGE =
  'You may only claim on this policy after three (3) consecutive successful debit orders.';

/** The dialog a policy status opens when its vehicle is chosen. */
export const PolicyDialogSchema = z.object({
  kind: z.enum(['warning', 'info']),
  title: z.string(),
  message: z.string(),
});
export type PolicyDialog = z.infer<typeof PolicyDialogSchema>;

export interface PolicyEffect {
  /** Policy-quote mode: the policy quote type is selectable and the normal service and repair types are disabled. */
  policyQuoteMode: boolean;
  /** The policy card (and the policy details in the garage dropdown) is shown. */
  showPolicyCard: boolean;
  dialog: PolicyDialog | null;
}

const warning = (title: string): PolicyEffect => ({
  policyQuoteMode: true,
  showPolicyCard: true,
  dialog: { kind: 'warning', title, message: POLICY_NOT_COVERED_MESSAGE },
});

/** spec part 1 section 4 and part 2 section 8: what each status does when a garage vehicle with a policy is chosen. */
const EFFECTS: Readonly<Partial<Record<PolicyStatus, PolicyEffect>>> = {
  'ACTIVE POLICY': { policyQuoteMode: true, showPolicyCard: true, dialog: null },
  'SUSPEND POLICY': warning('Policy suspended'),
  'HOLD POLICY': warning('Policy on hold'),
  'CANCELLATION IN PROGRESS': warning('Cancellation in progress'),
  'CANCELLATION PENDING RECOVERY': warning('Cancellation pending recovery'),
  'CANCELLATION PENDING COLLECTIONS': warning('Cancellation pending collection'),
  'CANCELLATION REQUESTED': warning('Cancellation requested'),
  'INACTIVE POLICY': {
    policyQuoteMode: true,
    showPolicyCard: true,
    dialog: { kind: 'info', title: 'Policy inactive', message: POLICY_INACTIVE_MESSAGE },
  },
};

/** spec: "Any other status (for example expired or cancelled) turns policy-quote mode off and hides the policy card." */
const NO_POLICY: PolicyEffect = { policyQuoteMode: false, showPolicyCard: false, dialog: null };

/** Status compared trimmed and case-insensitively; unknown or missing statuses count as "any other". */
export function policyEffect(status: string | null | undefined): PolicyEffect {
  const key = (status ?? '').trim().toUpperCase().replace(/\s+/g, ' ') as PolicyStatus;
  return EFFECTS[key] ?? NO_POLICY;
}

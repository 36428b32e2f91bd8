/**
 * localStorage keys the web app owns. Logout clears every one of them (spec: logout clears user,
 * tokens, quote draft and notifications).
 */
export const STORAGE_KEYS = {
  user: 'motorwise.user',
  tokens: 'motorwise.tokens',
  quoteDraft: 'motorwise.quote-draft',
  notifications: 'motorwise.notifications',
  /** The workshop a user of several workshops works in now (the portal's switcher). */
  workshop: 'motorwise.workshop',
} as const;

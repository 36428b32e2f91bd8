/**
 * localStorage keys the web app owns. Logout clears every one of them (spec: logout clears user,
 * tokens, quote draft and notifications).
 */
export const STORAGE_KEYS = {
  user: 'motorwise.user',
  tokens: 'motorwise.tokens',
  quoteDraft: 'motorwise.quote-draft',
  notifications: 'motorwise.notifications',
} as const;

/** What the admin catalogue's text inputs hold, as the shared schemas take it: empty is null. */
export const toNumber = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
export const toText = (v: unknown) => (v === '' || v === undefined ? null : v);

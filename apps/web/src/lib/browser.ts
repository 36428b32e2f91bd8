/**
 * Full-page navigations, behind one object so tests can watch them (jsdom cannot navigate). Sign-out and a
 * failed token refresh load a page afresh on purpose: nothing of the old session survives in memory.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

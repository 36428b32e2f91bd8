import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, which also keeps, when a test fails, every page it had open as an accessibility tree
 * (an attachment per page, printed by the failure-context reporter). Playwright's own error context shows
 * the `page` fixture only; a journey that acts in several people's browsers failed on CI on another
 * person's page, which the log then never showed.
 */
export const test = base.extend<{ pagesOnFailure: undefined }>({
  pagesOnFailure: [
    // Torn down before `page` (it uses it), so that page and the contexts the test opened are still open.
    async ({ browser, page: _page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      let n = 0;
      for (const context of browser.contexts()) {
        for (const open of context.pages()) {
          n += 1;
          const tree = await open
            .locator('body')
            .ariaSnapshot({ timeout: 5_000 })
            .catch((error: Error) => `(no snapshot: ${error.message.split('\n')[0]})`);
          await testInfo.attach(`open page ${n}: ${open.url()}`, { body: tree, contentType: 'text/plain' });
        }
      }
    },
    { auto: true },
  ],
});

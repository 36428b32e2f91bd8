import { describe, expect, it } from 'vitest';
import { pathOf } from './entry';
import { QUOTES_API } from './quotes';

describe('pathOf', () => {
  it('fills each {name} with its parameter, URI-encoded', () => {
    expect(pathOf(QUOTES_API.workshopJob, { id: 'a b/c' })).toBe('/api/workshop/jobs/a%20b%2Fc');
    expect(pathOf(QUOTES_API.downloadRequestAttachment, { id: 'r1', index: 0 })).toBe(
      '/api/quotes/DownloadRequestAttachment/r1/0',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf(QUOTES_API.acceptQuote)).toBe('/api/quotes/AcceptQuote');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => pathOf(QUOTES_API.workshopJob, {})).toThrow(/missing id/);
  });
});

import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { socketDirFor } from '../src/db/embedded';
import { createTestDatabase } from './helpers';

/**
 * The embedded server is reached through its Unix socket, a third cheaper per round trip than loopback TCP
 * (decision 088), and still answers on its TCP address for what reads the URL's host and port.
 */
describe("the embedded server's socket", () => {
  it('goes in the data directory, unless its path is too long for the kernel or has a list separator', () => {
    expect(socketDirFor('/var/lib/motorwise/pg', 5432)).toBe('/var/lib/motorwise/pg');
    // sun_path holds 108 bytes with its closing NUL: ".s.PGSQL.54321" after the directory must fit.
    const long = `/${'d'.repeat(120)}/pg`;
    expect(socketDirFor(long, 54321)).toBeNull();
    const fits = `/${'d'.repeat(107 - '/pg/.s.PGSQL.54321'.length - 1)}/pg`;
    expect(Buffer.byteLength(path.join(fits, '.s.PGSQL.54321'))).toBe(107);
    expect(socketDirFor(fits, 54321)).toBe(fits);
    expect(socketDirFor('/srv/a,b/pg', 5432)).toBeNull();
    expect(socketDirFor('/srv/a b/pg', 5432)).toBeNull();
  });

  // Only where the tests run on the embedded server (not on an operator's DATABASE_URL).
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'its URL reaches the server through the socket; the same address without it, through TCP',
    async () => {
      const { url } = await createTestDatabase();
      expect(new URL(url).searchParams.get('host')).toMatch(/^\//);
      const over = async (connectionString: string) => {
        const client = new pg.Client({ connectionString });
        await client.connect();
        try {
          // inet_server_addr() is null on a Unix-socket connection.
          return (await client.query<{ addr: string | null }>('select inet_server_addr() as addr')).rows[0]!
            .addr;
        } finally {
          await client.end();
        }
      };
      expect(await over(url)).toBeNull();
      const tcp = new URL(url);
      tcp.searchParams.delete('host');
      expect(await over(tcp.toString())).toBe('127.0.0.1');
    },
  );
});

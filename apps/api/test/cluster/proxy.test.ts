import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_MESSAGE } from '../../src/db/unavailable';
import { findNginx, startNginx, tempDir } from './harness';

/**
 * What deploy/nginx.conf does when instances answer 503 (decision 071): the API's 503 means the database
 * cannot answer now, which is every instance's database. The soak's warm-up on a cold cluster once got a
 * dozen such 503s in one second; nginx counted each as its instance's failure, took both out for
 * fail_timeout and answered 4716 requests 502 "no live upstreams" over the next 10 s. Two stand-in
 * upstreams (plain HTTP servers whose answer the test sets) behind the real nginx and the real conf.
 */

const nginx = findNginx();

type Mode = 'ok' | 'unavailable';

function standIn(name: string) {
  const state = { mode: 'ok' as Mode, served: 0 };
  const server = http.createServer((_req, res) => {
    state.served += 1;
    if (state.mode === 'unavailable') {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end(JSON.stringify({ message: UNAVAILABLE_MESSAGE, requestId: 'stand-in' }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name }));
    }
  });
  return { name, state, server };
}

describe.skipIf(!nginx)('the proxy and a database that cannot answer for a moment', () => {
  const a = standIn('a');
  const b = standIn('b');
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let dir: string;

  beforeAll(async () => {
    for (const s of [a, b]) await new Promise<void>((r) => s.server.listen(0, '127.0.0.1', r));
    const address = (s: typeof a) => `127.0.0.1:${(s.server.address() as AddressInfo).port}`;
    dir = tempDir('motorwise-proxy-');
    proxy = await startNginx(dir, [
      { name: 'a', address: address(a) },
      { name: 'b', address: address(b) },
    ]);
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const s of [a, b]) s.server.closeAllConnections();
    for (const s of [a, b]) await new Promise((r) => s.server.close(r));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async () => {
    const res = await fetch(`${proxy.url}/api/ping`);
    return { status: res.status, body: (await res.json().catch(() => null)) as { message?: string } | null };
  };

  it('passes the 503 to the caller, once, and serves again the moment the database answers', async () => {
    a.state.mode = b.state.mode = 'unavailable';
    const during = [];
    for (let i = 0; i < 12; i++) during.push(await get());
    // The caller reads the API's own words, never nginx's 502 page, and no request is sent twice.
    expect(during.map((r) => r.status)).toEqual(Array(12).fill(503));
    expect(during.every((r) => r.body?.message === UNAVAILABLE_MESSAGE)).toBe(true);
    expect(a.state.served + b.state.served).toBe(12);

    a.state.mode = b.state.mode = 'ok';
    const after = [];
    for (let i = 0; i < 6; i++) after.push(await get());
    expect(after.map((r) => r.status)).toEqual(Array(6).fill(200));
    // Both instances are still in the rotation.
    expect(new Set(after.map((r) => (r.body as { name?: string } | null)?.name))).toEqual(
      new Set(['a', 'b']),
    );
  });

  it('still leaves out an instance that is gone: its requests go to the other', async () => {
    a.server.closeAllConnections();
    await new Promise((r) => a.server.close(r));
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get());
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(answers.every((r) => (r.body as { name?: string } | null)?.name === 'b')).toBe(true);
  });
});

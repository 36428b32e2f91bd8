import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { signal, sleep, startServer, tempDataDir, waitFor, waitHealthy } from './harness';

/**
 * A minimal SMTP server. In 'hang' mode it takes the whole message and never acknowledges it (the worker is
 * in the middle of sending when the crash comes); in 'accept' mode it acknowledges and records it.
 */
function fakeSmtp() {
  const state = { mode: 'hang' as 'hang' | 'accept', received: 0, delivered: [] as string[] };
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received += 1;
          if (state.mode === 'hang') return; // never answers: the send hangs until the process dies
          state.delivered.push(message);
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { state, server };
}

// Fault: the server dies (kill -9) while its worker is sending a queued mail. After the restart the mail
// must leave exactly once, promptly, not after graphile-worker's four-hour lock expiry.
describe('a mail interrupted by a crash', () => {
  const smtp = fakeSmtp();
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it('is sent exactly once, soon after the restart', { timeout: 90_000 }, async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', () => resolve()));
    const address = smtp.server.address() as net.AddressInfo;
    const env = { SMTP_URL: `smtp://127.0.0.1:${address.port}?ignoreTLS=true` };
    const dataDir = tempDataDir();

    const first = await startServer({ dataDir, env });
    await waitHealthy(first, 60_000);
    const email = 'crash-test@example.co.za';
    const res = await fetch(first.url('/api/sites/motorwise/authentication/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Sipho',
        lastName: 'Dlamini',
        email,
        confirmEmail: email,
        password: 'Sup3r#Secret',
        confirmPassword: 'Sup3r#Secret',
        acceptTerms: true,
      }),
    });
    expect(res.status).toBe(201);
    await waitFor('the worker to be in the middle of sending', 15_000, () => smtp.state.received === 1);

    signal([first.child.pid!], 'SIGKILL');
    await first.exited;
    smtp.state.mode = 'accept';

    const second = await startServer({ dataDir, env });
    await waitHealthy(second);
    const restarted = Date.now();
    await waitFor('the mail to be delivered', 60_000, () => smtp.state.delivered.length > 0);
    console.info(`outbox: the interrupted mail left ${Date.now() - restarted} ms after the restart`);
    await sleep(3000); // and nothing more arrives
    expect(smtp.state.delivered).toHaveLength(1);
    expect(smtp.state.delivered[0]).toContain(email);
  });
});

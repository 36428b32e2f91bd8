import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { isAlive, postmasterPid, signal, sleep, startServer, tempDataDir, waitHealthy } from './harness';

const REGISTER = '/api/sites/motorwise/authentication/register';

/** Splits raw HTTP/1.1 responses with Content-Length bodies. */
function parseResponses(raw: string) {
  const responses: { status: number; headers: Record<string, string>; body: string }[] = [];
  let rest = raw;
  while (rest.includes('\r\n\r\n')) {
    const [head = '', ...tail] = rest.split('\r\n\r\n');
    const lines = head.split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    const body = tail.join('\r\n\r\n');
    const length = Number(headers['content-length'] ?? 0);
    responses.push({ status: Number(lines[0]?.split(' ')[1]), headers, body: body.slice(0, length) });
    rest = body.slice(length);
  }
  return responses;
}

// Fault: the platform stops the service (a container's stop, a process manager) by sending SIGTERM to
// `npm start`. The server must get it through npm, finish what it is doing, answer late arrivals in the
// API's error shape, and stop its database.
describe('SIGTERM to npm start', () => {
  it('drains in-flight requests, answers late ones with 503 { message, requestId }, stops cleanly', {
    timeout: 90_000,
  }, async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir, via: 'npm' });
    await waitHealthy(server, 60_000);
    const postmaster = postmasterPid(dataDir)!;
    const nodePid = server.serverPid();

    // An upload in flight: headers and half the body sent, on a kept-alive connection.
    const body = JSON.stringify({
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'thandi@example.co.za',
      confirmEmail: 'thandi@example.co.za',
      password: 'Sup3r#Secret',
      confirmPassword: 'Sup3r#Secret',
      acceptTerms: true,
    });
    const socket = net.connect(server.port, '127.0.0.1');
    let raw = '';
    socket.on('data', (c) => (raw += c));
    const closed = new Promise<string>((resolve) => {
      socket.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      socket.on('close', () => resolve('closed'));
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST ${REGISTER} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
    );
    await sleep(300);

    signal([server.child.pid!], 'SIGTERM'); // npm's own process, as `docker stop` would
    await sleep(700);
    expect(isAlive(nodePid)).toBe(true); // still draining
    // The rest of the upload, and a second request pipelined behind it on the same connection.
    socket.write(`${body.slice(40)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);

    expect(await closed).toBe('closed'); // closed cleanly, not reset
    const [first, second] = parseResponses(raw);
    expect(first?.status).toBe(201); // the in-flight request finished normally
    expect(second?.status).toBe(503);
    expect(second?.headers.connection).toBe('close');
    expect(JSON.parse(second?.body ?? '{}')).toEqual({
      message: expect.stringMatching(/try again/),
      requestId: expect.any(String),
    });

    const exit = await server.exited;
    expect(exit.code).toBe(0);
    expect(isAlive(nodePid)).toBe(false);
    expect(isAlive(postmaster)).toBe(false);
    expect(server.output()).toContain('"reason":"SIGTERM"');
  });
});

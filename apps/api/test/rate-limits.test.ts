import { LoginResult } from '@motorwise/shared';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../src/lib/crypto';
import { allowanceBatch } from '../src/lib/rate-allowance';
import { describeWait, registerRateLimits } from '../src/lib/rate-limits';
import { waitAfterFailures } from '../src/modules/accounts/sign-in-throttle';
import { createTestApps, createUser, SITE, signIn, TEST_PASSWORD, type TestApp } from './helpers';

/**
 * Decision 014. Every budget is counted in PostgreSQL, so each scenario runs against two app instances
 * on one database (two servers behind a load balancer), alternating between them. The clock is faked
 * (Date only; timers stay real), so waits of minutes or hours pass without anyone waiting.
 */

// From the real time on (the database's own now() still checks sessions), moved on only by advance().
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const MINUTE = 60_000;

function authenticate(t: TestApp, username: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: `${SITE}/authenticate`,
    payload: { username, password },
    remoteAddress: ip,
  });
}

describe('the per-account wait schedule', () => {
  it.each([
    [1, 0],
    [2, 5],
    [3, 10],
    [4, 20],
    [5, 15 * 60],
    [6, 30 * 60],
    [7, 60 * 60],
    [11, 16 * 3600],
    [12, 24 * 3600],
    [30, 24 * 3600],
  ])('after failure %i waits %i seconds (defaults)', (failures, seconds) => {
    expect(waitAfterFailures(failures, { threshold: 5, lockMinutes: 15, maxHours: 24 })).toBe(seconds);
  });

  it.each([
    [999, '1 second'],
    [5_000, '5 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [120 * MINUTE, '120 minutes'],
    [24 * 60 * MINUTE, '24 hours'],
  ])('words a wait of %i ms as "%s"', (ms, words) => {
    expect(describeWait(ms)).toBe(words);
  });
});

describe('sign-in from one busy address (two instances)', async () => {
  // A failure budget far below the office's successes: only failures may use it up.
  const [a, b] = await createTestApps(2, { SIGN_IN_FAILURES_PER_ADDRESS: '5' });
  const apps = [a!, b!];

  it('lets forty people sign in within a minute, then counts only failures against the address', async () => {
    const office = '196.25.1.10';
    const people = [];
    for (let i = 0; i < 40; i++) people.push(await createUser(a!.deps.db));
    for (const [i, person] of people.entries()) {
      const res = await authenticate(apps[i % 2]!, person.email, TEST_PASSWORD, office);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toBe(LoginResult.success);
      advance(1000); // forty sign-ins in forty seconds
    }

    // Five wrong passwords (each a different name) use the budget, whichever instance they reach...
    for (let i = 0; i < 5; i++) {
      const res = await authenticate(apps[i % 2]!, `typo${i}@example.co.za`, 'Wrong#Pass1', office);
      expect(res.json().result).toBe(LoginResult.failed);
    }
    // ...so the next attempt from that address is refused on both, with the wait in words and seconds.
    for (const t of apps) {
      const refused = await authenticate(t, people[0]!.email, TEST_PASSWORD, office);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many failed sign-in attempts from your network. Please wait 60 minutes and try again.',
        requestId: expect.any(String),
      });
      // The window began with the first sign-in, forty seconds ago.
      expect(Number(refused.headers['retry-after'])).toBe(3600 - 40);
    }
    // Another address is not affected; after the window, this one signs in again.
    expect((await authenticate(b!, people[1]!.email, TEST_PASSWORD, '196.25.1.11')).json().result).toBe(0);
    advance(60 * MINUTE);
    expect((await authenticate(a!, people[2]!.email, TEST_PASSWORD, office)).json().result).toBe(0);
  });
});

describe('a password-guessing run against one account (two instances)', async () => {
  const [a, b] = await createTestApps(2);
  const apps = [a!, b!];

  /** Guesses from ever new addresses (a botnet), alternating instances, waiting out each wait it is told. */
  async function guessingRun(username: string) {
    const seen: { result: number; message: string }[] = [];
    let attempt = 0;
    const guess = async (password = `Wrong#Guess${attempt}`) => {
      const res = await authenticate(apps[attempt % 2]!, username, password, `10.77.${attempt}.1`);
      attempt += 1;
      expect(res.statusCode).toBe(200);
      const { result, message } = res.json();
      seen.push({ result, message });
      return { result, message };
    };
    // 1: a typo costs nothing.
    expect(await guess()).toEqual({ result: 1, message: 'The e-mail address or password is incorrect.' });
    // 2 to 4: slowed, 5 s, then twice as long each time. Asking again at once is refused on either instance.
    for (const wait of ['5 seconds', '10 seconds', '20 seconds']) {
      expect(await guess()).toEqual({
        result: 1,
        message: `The e-mail address or password is incorrect. Please wait ${wait} before you try again.`,
      });
      expect(await guess(TEST_PASSWORD)).toEqual({
        result: LoginResult.lockedOut,
        message: `Too many failed sign-in attempts. Please try again in ${wait}, or reset your password.`,
      });
      advance(20_000);
    }
    // 5: stopped: locked for 15 minutes, even for the right password, on both instances.
    const locked = (wait: string) => ({
      result: LoginResult.lockedOut,
      message: `Too many failed sign-in attempts. Please try again in ${wait}, or reset your password.`,
    });
    expect(await guess()).toEqual(locked('15 minutes'));
    expect(await guess(TEST_PASSWORD)).toEqual(locked('15 minutes'));
    advance(14 * MINUTE);
    expect(await guess(TEST_PASSWORD)).toEqual(locked('1 minute'));
    // Each later failure doubles the lock, up to a day: after the first hour, one guess a day.
    let guesses = 5;
    for (const wait of ['30 minutes', '60 minutes', '120 minutes', '4 hours', '8 hours', '16 hours']) {
      advance(Number.parseInt(wait, 10) * (wait.endsWith('hours') ? 60 : 1) * MINUTE);
      expect(await guess()).toEqual(locked(wait));
      guesses += 1;
    }
    for (let day = 0; day < 3; day++) {
      advance(16 * 60 * MINUTE);
      advance(8 * 60 * MINUTE);
      expect(await guess()).toEqual(locked('24 hours'));
      guesses += 1;
    }
    expect(guesses).toBe(14); // in about four days
    return seen;
  }

  it('is slowed, then stopped, and an unknown name answers exactly like a known one', async () => {
    const user = await createUser(a!.deps.db);
    const known = await guessingRun(user.email);
    const unknown = await guessingRun('no.such.person@example.co.za');
    expect(unknown).toEqual(known);

    // When the wait is over, the right password works and the count starts afresh.
    advance(24 * 60 * MINUTE);
    expect((await authenticate(b!, user.email, TEST_PASSWORD, '10.78.0.1')).json().result).toBe(0);
    expect((await authenticate(a!, user.email, 'Wrong#Again1', '10.78.0.2')).json()).toMatchObject({
      result: 1,
      message: 'The e-mail address or password is incorrect.',
    });
  });

  it('admits two of twelve simultaneous guesses spread over both instances', async () => {
    const user = await createUser(a!.deps.db);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        authenticate(apps[i % 2]!, user.email, `Wrong#Burst${i}`, `10.79.${i}.1`).then(
          (r) => r.json().result,
        ),
      ),
    );
    // The first failure costs nothing, the second starts a wait: every other guess waits for it.
    expect(answers.filter((r) => r === LoginResult.failed)).toHaveLength(2);
    expect(answers.filter((r) => r === LoginResult.lockedOut)).toHaveLength(10);
  });

  it('counts a wrong current password at "change password" against the same name', async () => {
    const user = await createUser(a!.deps.db);
    const session = await signIn(b!.app, user.email, TEST_PASSWORD, { remoteAddress: '10.83.0.1' });
    const change = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: `${SITE}/changepassword`,
        headers: session.headers,
        payload: {
          currentPassword: 'Wrong#Pass1',
          newPassword: 'New#Pass1234',
          confirmPassword: 'New#Pass1234',
        },
        remoteAddress: '10.83.0.1',
      });
    for (const t of apps) expect((await change(t)).json().message).toBe('The current password is incorrect.');
    const waiting = await change(a!);
    expect(waiting.statusCode).toBe(400);
    expect(waiting.json().errors.currentPassword).toEqual([
      'Too many failed sign-in attempts. Please try again in 5 seconds, or reset your password.',
    ]);
    expect((await authenticate(b!, user.email, TEST_PASSWORD, '10.83.0.2')).json().result).toBe(
      LoginResult.lockedOut,
    );
  });

  it('does not count a right password that still needs a confirmed address', async () => {
    const user = await createUser(a!.deps.db, { confirmed: false });
    for (let i = 0; i < 6; i++) {
      const res = await authenticate(apps[i % 2]!, user.email, TEST_PASSWORD, '10.80.0.1');
      expect(res.json().result).toBe(LoginResult.emailConfirmationRequired);
    }
    // Still the first failure: no wait.
    expect((await authenticate(a!, user.email, 'Wrong#Pass1', '10.80.0.1')).json().message).toBe(
      'The e-mail address or password is incorrect.',
    );
  });
});

describe('route budgets (two instances)', async () => {
  const [a, b] = await createTestApps(2);
  const apps = [a!, b!];

  it('address suggestions: 120 a minute per guest address, signed-in users on their own count', async () => {
    const guest = '41.13.0.1';
    const suggest = (t: TestApp, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/places/suggest',
        query: { input: 'Pretoria' },
        remoteAddress: guest,
        headers,
      });
    const first = await suggest(a!);
    const placeId = first.json()[0].placeId as string;
    for (let i = 1; i < 120; i++) expect((await suggest(apps[i % 2]!)).statusCode).toBe(200);
    const refused = await suggest(b!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please wait 1 minute and try again.',
      requestId: expect.any(String),
    });
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The details call shares the count.
    const details = await a!.app.inject({
      method: 'GET',
      url: `/api/places/details/${encodeURIComponent(placeId)}`,
      remoteAddress: guest,
    });
    expect(details.statusCode).toBe(429);

    const user = await createUser(a!.deps.db);
    const session = await signIn(a!.app, user.email, TEST_PASSWORD, { remoteAddress: guest });
    expect((await suggest(b!, session.headers)).statusCode).toBe(200);

    advance(MINUTE);
    expect((await suggest(a!)).statusCode).toBe(200);
  });

  it('request submissions: thirty in ten minutes per person, so a branch behind one address is not one person', async () => {
    const office = '41.13.9.1';
    // An incomplete request is refused field by field, and still counts: the budget is on attempts.
    const submit = (t: TestApp, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/QuoteRequests/PostQuoteRequest',
        payload: { quoteType: 'Repair' },
        remoteAddress: office,
        headers,
      });
    const [first, second] = [await createUser(a!.deps.db), await createUser(a!.deps.db)];
    const one = await signIn(a!.app, first.email, TEST_PASSWORD, { remoteAddress: office });
    const two = await signIn(b!.app, second.email, TEST_PASSWORD, { remoteAddress: office });
    for (let i = 0; i < 30; i++) expect((await submit(apps[i % 2]!, one.headers)).statusCode).toBe(400);
    const refused = await submit(b!, one.headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait 10 minutes and try again.');
    // A colleague at the same address still submits.
    expect((await submit(a!, two.headers)).statusCode).toBe(400);
  });

  it('mail to one address: six requests an hour, whichever address asks', async () => {
    const user = await createUser(a!.deps.db);
    const forgot = (i: number) =>
      apps[i % 2]!.app.inject({
        method: 'GET',
        url: `${SITE}/forgotpassword?username=${encodeURIComponent(user.email.toUpperCase())}`,
        remoteAddress: `10.81.${i}.1`,
      });
    for (let i = 0; i < 6; i++) expect((await forgot(i)).statusCode).toBe(200);
    const refused = await forgot(6);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'Too many e-mails were asked for this address. Please wait 60 minutes and try again.',
    );
    const resend = await a!.app.inject({
      method: 'POST',
      url: `${SITE}/resendconfirmation`,
      payload: { email: user.email },
      remoteAddress: '10.81.99.1',
    });
    expect(resend.statusCode).toBe(429);
  });

  it('reset codes: wrong ones count per address, twenty an hour', async () => {
    const ip = '10.82.0.1';
    const confirm = (i: number) =>
      apps[i % 2]!.app.inject({
        method: 'POST',
        url: `${SITE}/forgotpasswordconfirm`,
        payload: { email: 'x@example.co.za', code: `wrong-${i}`, password: 'New#Pass123' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++) expect((await confirm(i)).statusCode).toBe(400);
    expect((await confirm(20)).statusCode).toBe(429);
  });
});

describe('a request budget drawn in batches (two instances, decision 083)', async () => {
  const [a, b] = await createTestApps(2);
  const apps = [a!, b!];
  // The radius search: 300 a minute per address, drawn 10 points at a time.
  const search = (t: TestApp, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/PublicWorkshop/GetWorkshopAddresses?quoteType=SMC_Service&lat=-26.107&lng=28.056&radius=20',
      remoteAddress: ip,
    });
  const countOf = async (ip: string) =>
    Number(
      (
        await a!.deps.pool.query<{ points: number }>(
          `select points from rate_limits where key like '%' || $1`,
          [sha256(`address:${ip}`)],
        )
      ).rows[0]?.points,
    );

  it('admits exactly the budget from one instance, asking PostgreSQL once per ten requests', async () => {
    expect(allowanceBatch(300)).toBe(10);
    const ip = '41.14.0.1';
    for (let i = 0; i < 300; i++) expect((await search(a!, ip)).statusCode).toBe(200);
    // Thirty draws of ten, not three hundred round trips.
    expect(await countOf(ip)).toBe(300);
    const refused = await search(a!, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await search(b!, ip)).statusCode).toBe(429);
    advance(MINUTE);
    expect((await search(b!, ip)).statusCode).toBe(200);
  });

  it('never admits more than the budget across instances, and holds back at most 9 per other instance', async () => {
    const ip = '41.14.0.2';
    // 500 requests in bursts of 25 at once, each to an instance chosen unevenly (a pattern, not random),
    // so both hold drawn points the caller does not come back for.
    let admitted = 0;
    let refused = 0;
    for (let burst = 0; burst < 20; burst++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, (_, i) => search(apps[(burst * 7 + i * i) % 3 === 0 ? 1 : 0]!, ip)),
      );
      for (const res of answers) {
        if (res.statusCode === 200) admitted += 1;
        else if (res.statusCode === 429) refused += 1;
      }
    }
    expect(admitted + refused).toBe(500);
    expect(admitted).toBeLessThanOrEqual(300);
    // Under-admission is bounded by what the other instance may hold unused: (2 - 1) x (10 - 1).
    expect(admitted).toBeGreaterThanOrEqual(300 - 9);
  });

  it('draws of many callers at once share statements, each caller keeping its own count', async () => {
    const ips = Array.from({ length: 40 }, (_, i) => `41.15.0.${i + 1}`);
    const statements = vi.spyOn(a!.deps.pool, 'query');
    try {
      const answers = await Promise.all(ips.map((ip) => search(a!, ip)));
      expect(answers.map((res) => res.statusCode)).toEqual(ips.map(() => 200));
      // Forty first requests, forty draws: in fewer statements than that (at most two out at once).
      const draws = statements.mock.calls.filter(([q]) => String(q).includes('insert into rate_limits'));
      expect(draws.length).toBeGreaterThan(0);
      expect(draws.length).toBeLessThan(ips.length);
    } finally {
      statements.mockRestore();
    }
    for (const ip of ips) expect(await countOf(ip)).toBe(10);
  });
});

describe('budget declarations', async () => {
  const [t] = await createTestApps(1);

  it('refuses a bucket declared twice with other numbers, when the route is added', async () => {
    const app = Fastify();
    registerRateLimits(app, { pool: t!.deps.pool, db: t!.deps.db, enabled: true });
    app.get('/one', { config: { rateLimit: { bucket: 'shared', max: 5, windowMinutes: 1 } } }, async () => 1);
    expect(() =>
      app.get(
        '/two',
        { config: { rateLimit: { bucket: 'shared', max: 6, windowMinutes: 1 } } },
        async () => 2,
      ),
    ).toThrow("the rate-limit bucket 'shared' is declared with other numbers");
    expect(() =>
      app.get('/three', { config: { rateLimit: { max: 0, windowMinutes: 1 } } }, async () => 3),
    ).toThrow('rateLimit needs a whole max');
    await app.close();
  });
});

describe('a draw that fails (decision 083)', async () => {
  const { createTestDatabase } = await import('./helpers');
  const { drawPoints } = await import('../src/modules/rate-limits/rate-limits.repo');
  const { createPool } = await import('../src/db/client');
  const { url, pool: admin } = await createTestDatabase();
  // One connection, so the statement after the failure runs where the failure did.
  const pool = createPool(url, 1);
  afterEach(async () => {
    await admin.query('alter table rate_limits drop constraint if exists refuse_boom');
  });

  it('rolls back whole, and the next statement runs outside any transaction, committing as usual', async () => {
    await admin.query(`alter table rate_limits add constraint refuse_boom check (key <> 'boom')`);
    await expect(
      drawPoints(
        pool,
        [
          { key: 'fine', points: 1, durationMs: MINUTE },
          { key: 'boom', points: 1, durationMs: MINUTE },
        ],
        Date.now(),
      ),
    ).rejects.toThrow(/refuse_boom/);
    // Neither row was written, and the connection takes the next statement outside a transaction with
    // the server's own commit setting.
    const { rows } = await pool.query(
      `select (select count(*)::int from rate_limits where key in ('fine', 'boom')) as n,
              current_setting('synchronous_commit') as sync, pg_current_xact_id_if_assigned() is null as fresh`,
    );
    expect(rows[0]).toEqual({ n: 0, sync: 'on', fresh: true });
    const drawn = await drawPoints(pool, [{ key: 'fine', points: 2, durationMs: MINUTE }], Date.now());
    expect(drawn.get('fine')?.points).toBe(2);
    await pool.end();
  });
});

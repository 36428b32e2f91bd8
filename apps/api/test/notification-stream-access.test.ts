import type { AddressInfo } from 'node:net';
import { NOTIFICATIONS_API } from '@motorwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationUsers } from '../src/db/schema';
import { notifications } from '../src/modules/notifications/index';
import {
  type CurrentAudience,
  createLiveHub,
  type LiveAudience,
  type LiveHub,
} from '../src/modules/notifications/live';
import { createSignedInUser, createTestApps, SITE, signIn } from './helpers';

/**
 * Issue 19 item 6: a live stream hears only what its session may hear now. Streams are held by instance
 * two; the changes and the notifications are made through instance one (another server behind the same
 * database), and the test reads the bytes the client receives.
 */
const [one, two] = await createTestApps(2, { RATE_LIMIT_ENABLED: 'false' });
const t = one!;
const db = t.deps.db;

type User = Awaited<ReturnType<typeof createSignedInUser>>;
/** The organisation's first admin (branches Midrand and Soweto): makes the changes. */
let owner: User;

beforeAll(async () => {
  await two!.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await createSignedInUser(t, {
    organisation: { name: 'Gamma Fleet', branches: ['Midrand', 'Soweto'] },
  });
});

/**
 * A colleague working in Midrand. An admin too, so that every branch is theirs however the organisation
 * limits members to branches: what changes in each test is then only the one thing the test changes.
 */
async function colleague(): Promise<User> {
  const user = await createSignedInUser(t);
  await db.insert(organizationUsers).values({
    userId: user.id,
    organizationId: owner.organizationId!,
    currentBranchId: owner.branchIds[0]!,
    role: 'admin',
  });
  return user;
}

/** A notification for a branch, written and announced on instance one as every module does. */
async function raise(branchId: string, title: string) {
  await db.transaction((tx) =>
    notifications.add(tx, [{ organizationBranchId: branchId, title, message: `${title}.` }]),
  );
}

/** A live stream on instance two, as the browser reads it: every byte, and when it ended. */
async function openStream(headers: Record<string, string>) {
  const address = two!.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}${NOTIFICATIONS_API.notificationStream.path}`, {
    headers,
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const stream = { text: '', ended: false };
  let wake: () => void = () => {};
  const changed = () => new Promise<void>((resolve) => (wake = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        stream.ended = true;
        wake();
        return;
      }
      stream.text += decoder.decode(value, { stream: true });
      wake();
    }
  })();
  /** Waits until `until` holds or `ms` passed; answers whether it holds. */
  const waitUntil = async (until: () => boolean, ms: number) => {
    const deadline = Date.now() + ms;
    while (!until() && Date.now() < deadline)
      await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, 50))]);
    return until();
  };
  expect(await waitUntil(() => stream.text.includes(': ready\n\n'), 3000), 'the stream never got ready').toBe(
    true,
  );
  return {
    stream,
    waitUntil,
    /** The notifications' titles received so far. */
    titles: () => [...stream.text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!).title as string),
    close: () => controller.abort(),
  };
}

type Stream = Awaited<ReturnType<typeof openStream>>;

/** The stream ends (the client will reconnect) without having received a notification. */
async function expectEndedUndelivered(s: Stream) {
  expect(await s.waitUntil(() => s.stream.ended, 3000), 'the stream was not ended').toBe(true);
  expect(s.stream.text).not.toContain('event: notification');
  expect(s.titles()).toEqual([]);
}

const get = async (headers: Record<string, string>, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers })).statusCode;

describe('a live stream outlives no access (issue 19 item 6)', () => {
  it('control: a colleague whose access did not change receives the event and keeps the stream', async () => {
    const member = await colleague();
    const s = await openStream(member.headers);
    await raise(owner.branchIds[0]!, 'Control event');
    expect(await s.waitUntil(() => s.titles().length > 0, 3000), 'the event did not arrive').toBe(true);
    expect(s.titles()).toEqual(['Control event']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(s.stream.ended).toBe(false);
    s.close();
  });

  it("moved to another branch: the old branch's event is not delivered and the stream ends; the new stream hears the new branch", async () => {
    const member = await colleague();
    const bystander = await openStream(owner.headers);
    const s = await openStream(member.headers);
    await db
      .update(organizationUsers)
      .set({ currentBranchId: owner.branchIds[1]! })
      .where(eq(organizationUsers.userId, member.id));
    await raise(owner.branchIds[0]!, 'Midrand event');
    await expectEndedUndelivered(s);
    // The owner, still in Midrand, heard it on the same instance: only the moved one's stream ended.
    expect(await bystander.waitUntil(() => bystander.titles().length > 0, 3000)).toBe(true);
    expect(bystander.titles()).toEqual(['Midrand event']);
    expect(bystander.stream.ended).toBe(false);

    // What the client does next: reconnect with the same token, and hear Soweto's.
    const again = await openStream(member.headers);
    await raise(owner.branchIds[0]!, 'Another Midrand event');
    await raise(owner.branchIds[1]!, 'Soweto event');
    expect(await again.waitUntil(() => again.titles().length > 0, 3000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(again.titles()).toEqual(['Soweto event']);
    for (const x of [bystander, again]) x.close();
  });

  it("'sign out everywhere': the next event is not delivered and the stream ends; the token is refused", async () => {
    const member = await colleague();
    const s = await openStream(member.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signOutEverywhere',
      headers: member.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await raise(owner.branchIds[0]!, 'After sign-out');
    await expectEndedUndelivered(s);
    // The client's reconnect gets 401 and goes the refresh way (which fails: every session is revoked).
    expect(await get(member.headers, NOTIFICATIONS_API.notificationStream.path)).toBe(401);
  });

  it('signing out this one device ends its stream at the next event, and not the stream of another device', async () => {
    const member = await colleague();
    const phone = await signIn(t.app, member.email);
    const laptopStream = await openStream(member.headers);
    const phoneStream = await openStream(phone.headers);
    const res = await t.app.inject({
      method: 'POST',
      url: `${SITE}/logout`,
      headers: member.headers,
      payload: { refreshToken: member.refreshToken },
    });
    expect(res.statusCode, res.body).toBe(200);
    await raise(owner.branchIds[0]!, 'After one sign-out');
    await expectEndedUndelivered(laptopStream);
    expect(await phoneStream.waitUntil(() => phoneStream.titles().length > 0, 3000)).toBe(true);
    expect(phoneStream.titles()).toEqual(['After one sign-out']);
    phoneStream.close();
  });

  it("removed from the organisation by an admin: the branch's next event is not delivered and the stream ends", async () => {
    const member = await colleague();
    const s = await openStream(member.headers);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/organisation/staff/${member.id}`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await raise(owner.branchIds[0]!, 'After removal');
    await expectEndedUndelivered(s);
    // Reconnected, they are a customer: their own stream, which the branch's events do not reach.
    const again = await openStream(member.headers);
    await raise(owner.branchIds[0]!, 'Branch event after removal');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(again.titles()).toEqual([]);
    expect(again.stream.ended).toBe(false);
    again.close();
  });

  it('several streams of one session all end at once; streams of the unchanged stay', async () => {
    const member = await colleague();
    const tabs = [await openStream(member.headers), await openStream(member.headers)];
    await db.delete(organizationUsers).where(eq(organizationUsers.userId, member.id));
    await raise(owner.branchIds[0]!, 'Two tabs');
    for (const tab of tabs) await expectEndedUndelivered(tab);
  });

  it('an announced change of access ends the stream at once, with no event to deliver', async () => {
    const member = await colleague();
    const s = await openStream(member.headers);
    const untouched = await colleague();
    const stays = await openStream(untouched.headers);
    await db.transaction(async (tx) => {
      await tx
        .update(organizationUsers)
        .set({ currentBranchId: owner.branchIds[1]! })
        .where(eq(organizationUsers.userId, member.id));
      // What the writers of sessions and memberships call (the hook for them to wire).
      await notifications.accessChanged(tx, [member.id, untouched.id]);
    });
    await expectEndedUndelivered(s);
    expect(stays.stream.ended).toBe(false);
    stays.close();
  });
});

describe('the writers of access announce it: streams end at once, no event needed (decision 049)', () => {
  it('removing a member, moving them and signing out everywhere end their streams', async () => {
    const removed = await colleague();
    const moved = await colleague();
    const signedOut = await colleague();
    const untouched = await colleague();
    const streams = {
      removed: await openStream(removed.headers),
      moved: await openStream(moved.headers),
      signedOut: await openStream(signedOut.headers),
      untouched: await openStream(untouched.headers),
    };
    const admin = (method: 'DELETE' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    expect((await admin('DELETE', `/api/organisation/staff/${removed.id}`)).statusCode).toBe(200);
    expect(
      (
        await admin('POST', `/api/organisation/staff/${moved.id}/branch`, {
          organizationBranchId: owner.branchIds[1]!,
        })
      ).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/signOutEverywhere',
      headers: signedOut.headers,
    });
    expect(out.statusCode).toBe(200);
    // No notification is raised: each stream ends because its change was announced (well before the
    // 25-second heartbeat would notice).
    for (const s of [streams.removed, streams.moved, streams.signedOut]) await expectEndedUndelivered(s);
    expect(streams.untouched.stream.ended).toBe(false);
    streams.untouched.close();
  });
});

describe('the live hub re-checks access (issue 19 item 6)', () => {
  const hubs: LiveHub[] = [];
  afterAll(async () => {
    for (const hub of hubs) await hub.close();
  });
  /** A hub on instance one's database whose session look-up the test controls, re-checking every 100 ms. */
  function hubWith(currentAudience: CurrentAudience) {
    const hub = createLiveHub(t.deps, { currentAudience, recheckMs: 100 });
    hubs.push(hub);
    const stream = (sessionId: string, audience: LiveAudience | null) => {
      const s = { sent: [] as string[], ended: false };
      return {
        s,
        live: {
          session: { userId: owner.id, sessionId },
          audience,
          send: (row: { title: string }) => s.sent.push(row.title),
          end: () => {
            s.ended = true;
          },
        },
      };
    };
    return { hub, stream };
  }
  const until = async (check: () => boolean, ms = 3000) => {
    const deadline = Date.now() + ms;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return check();
  };
  const midrand = () => ({ branchId: owner.branchIds[0]! });

  it('one session with several streams is looked up once per event, and all of them receive it', async () => {
    const asked: string[] = [];
    const { hub, stream } = hubWith(async ({ sessionId }) => {
      asked.push(sessionId);
      return midrand();
    });
    const tabs = [stream('tabs', midrand()), stream('tabs', midrand()), stream('tabs', midrand())];
    for (const tab of tabs) await hub.subscribe(tab.live);
    asked.length = 0;
    await raise(owner.branchIds[0]!, 'Batched');
    expect(await until(() => tabs.every((tab) => tab.s.sent.length === 1))).toBe(true);
    expect(asked).toEqual(['tabs']);
  });

  it('a failed look-up delivers nothing: the stream ends', async () => {
    const { hub, stream } = hubWith(async () => {
      throw new Error('database away');
    });
    const tab = stream('broken', midrand());
    await hub.subscribe(tab.live);
    await raise(owner.branchIds[0]!, 'Unchecked');
    expect(await until(() => tab.s.ended)).toBe(true);
    expect(tab.s.sent).toEqual([]);
  });

  it('the heartbeat ends the streams whose access changed, with no event, and only those', async () => {
    let movedAway = false;
    const { hub, stream } = hubWith(async ({ sessionId }) =>
      sessionId === 'moved' && movedAway ? { branchId: owner.branchIds[1]! } : midrand(),
    );
    const moved = stream('moved', midrand());
    const stays = stream('stays', midrand());
    await hub.subscribe(moved.live);
    await hub.subscribe(stays.live);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(moved.s.ended).toBe(false);
    movedAway = true;
    expect(await until(() => moved.s.ended, 1000)).toBe(true);
    expect(stays.s.ended).toBe(false);
  });

  it('a stream that hears nothing yet (no branch) still ends when its session does', async () => {
    let signedOut = false;
    const { hub, stream } = hubWith(async () => (signedOut ? 'ended' : null));
    const idle = stream('idle', null);
    await hub.subscribe(idle.live);
    signedOut = true;
    expect(await until(() => idle.s.ended, 1000)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createSignedInUser, createTestApp } from './helpers';

/**
 * The disputes routes through app.inject against a real PostgreSQL (test/helpers.ts): who may call
 * them, that a person sees and changes only their own items, and the lifecycle's refused step. Tests keep literal URLs on purpose (decision 056):
 * they check the real paths.
 */
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const { app } = t;

type Caller = { headers: Record<string, string> };
const add = (who: Caller, name: string) =>
  app.inject({ method: 'POST', url: '/api/disputes', headers: who.headers, payload: { name } });
const get = (who: Caller, url: string) => app.inject({ method: 'GET', url, headers: who.headers });
const archive = (who: Caller, id: string) =>
  app.inject({ method: 'POST', url: `/api/disputes/${id}/archive`, headers: who.headers });

describe('/api/disputes', () => {
  it('asks for a sign-in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/disputes' });
    expect(res.statusCode).toBe(401);
  });

  it('adds an item, lists it and reads it back for its owner', async () => {
    const me = await createSignedInUser(t);
    const added = await add(me, 'First');
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({ name: 'First' });

    const list = await get(me, '/api/disputes?page=1');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ items: [item], totalDisplayItems: 1, page: 1 });

    const one = await get(me, `/api/disputes/${item.id}`);
    expect(one.json()).toEqual(item);
  });

  it("answers 404 for another person's item, and lists none of theirs", async () => {
    const owner = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const added = await add(owner, 'Private');
    expect((await get(other, `/api/disputes/${added.json().id}`)).statusCode).toBe(404);
    expect((await archive(other, added.json().id)).statusCode).toBe(404);
    const list = await get(other, '/api/disputes');
    expect(list.json().items).toEqual([]);
  });

  it('refuses a name the person already used (409) and an empty one (400)', async () => {
    const me = await createSignedInUser(t);
    expect((await add(me, 'Same')).statusCode).toBe(201);
    expect((await add(me, 'Same')).statusCode).toBe(409);
    expect((await add(me, '  ')).statusCode).toBe(400);
  });

  it('archives an active item once (then 409, the refused step)', async () => {
    const me = await createSignedInUser(t);
    const item = (await add(me, 'Old')).json();
    const archived = await archive(me, item.id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: item.id, status: 'archived' });
    expect(archived.json().dateArchivedUtc).toEqual(expect.any(String));
    expect((await archive(me, item.id)).statusCode).toBe(409);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, workshopReviews, workshops } from '../src/db/schema';
import { workshopReviewsWith } from '../src/modules/workshops/index';
import { createSignedInUser, createTestApp, createUser, lastMailTo, signIn } from './helpers';

/**
 * Review moderation and the workshop's reply (issue 22 item 7, decision 065): an admin hides a review with
 * a reason (audited, the workshop told by mail), it leaves the public page and the rating; the workshop
 * replies once, publicly. Refusing the admin calls to everyone else is admin.test.ts's walk.
 */
const ADMIN = 'reviews-admin@example.co.za';
const t = await createTestApp({ ADMIN_EMAILS: ADMIN });
const { app } = t;
const { db } = t.deps;
await createUser(db, { email: ADMIN });
const admin = await signIn(app, ADMIN);
const owner = await createSignedInUser(t, { workshop: true });
const workshopId = owner.workshopId!;
await db
  .update(workshops)
  .set({ contactEmail: 'owner-shop@example.co.za' })
  .where(eq(workshops.id, workshopId));
const other = await createSignedInUser(t, { workshop: true });

const [good, bad] = await db
  .insert(workshopReviews)
  .values([
    {
      workshopId,
      authorName: 'Sipho',
      rating: 5,
      review: 'Great service',
      createdAt: new Date('2025-01-02'),
    },
    {
      workshopId,
      authorName: 'Troll',
      rating: 1,
      review: 'Abusive words',
      createdAt: new Date('2025-01-03'),
    },
  ])
  .returning();
await db.execute(sql`update workshops set rating = 3.0 where id = ${workshopId}`);

const publicPage = async () =>
  (await app.inject({ method: 'GET', url: `/api/PublicWorkshop/GetWorkshop/${workshopId}` })).json();
const hide = (id: string, reason: string, headers = admin.headers) =>
  app.inject({ method: 'POST', url: `/api/admin/reviews/${id}/hide`, headers, payload: { reason } });
const reply = (id: string, text: string, headers = owner.headers) =>
  app.inject({ method: 'POST', url: `/api/workshop/reviews/${id}/reply`, headers, payload: { reply: text } });

describe('review moderation', () => {
  it('hides a review with a reason: off the public page and the rating, audited, the workshop told', async () => {
    expect((await publicPage()).workshopReviews).toHaveLength(2);
    expect((await hide(bad!.id, '')).statusCode).toBe(400);
    const res = await hide(bad!.id, 'Abusive language');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hiddenReason: 'Abusive language', id: bad!.id });

    const page = await publicPage();
    expect(page.workshopReviews.map((r: { id: string }) => r.id)).toEqual([good!.id]);
    const [shop] = await db.select().from(workshops).where(eq(workshops.id, workshopId));
    expect(Number(shop!.rating)).toBe(5);

    const [entry] = await db.select().from(auditEntries).where(eq(auditEntries.targetId, bad!.id));
    expect(entry).toMatchObject({ action: 'review.hide', actorEmail: ADMIN, targetType: 'review' });
    const mail = await lastMailTo(t, 'owner-shop@example.co.za', 'hidden');
    expect(mail?.text).toContain('Abusive language');

    expect((await hide(bad!.id, 'Again')).statusCode).toBe(409);
    expect((await hide('00000000-0000-4000-8000-000000000000', 'x')).statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/workshops/${workshopId}/reviews`,
      headers: admin.headers,
    });
    expect(list.json().map((r: { hiddenAt: string | null }) => r.hiddenAt !== null)).toEqual([true, false]);
  });

  it('records nothing when the hiding fails', async () => {
    const service = workshopReviewsWith({
      audit: {
        record: async () => {
          throw new Error('audit down');
        },
      },
    });
    const actor = { userId: null, email: ADMIN, requestId: 'test', ip: null };
    await expect(service.hide(db, actor, good!.id, 'Test')).rejects.toThrow('audit down');
    const [row] = await db.select().from(workshopReviews).where(eq(workshopReviews.id, good!.id));
    expect(row!.hiddenAt).toBeNull();
  });
});

describe('the workshop’s reply', () => {
  it('is posted once, by the reviewed workshop, and shown under the review on the public page', async () => {
    expect((await reply(good!.id, 'Thank you', other.headers)).statusCode).toBe(404);
    expect((await reply(bad!.id, 'A hidden one')).statusCode).toBe(404);
    const res = await reply(good!.id, 'Thank you, Sipho!');
    expect(res.statusCode).toBe(200);
    expect(res.json().reply).toBe('Thank you, Sipho!');
    expect((await reply(good!.id, 'Twice')).statusCode).toBe(409);
    const page = await publicPage();
    expect(page.workshopReviews[0]).toMatchObject({ id: good!.id, reply: 'Thank you, Sipho!' });
    const portal = await app.inject({ method: 'GET', url: '/api/workshop/reviews', headers: owner.headers });
    expect(portal.json()).toEqual([expect.objectContaining({ id: good!.id, reply: 'Thank you, Sipho!' })]);
  });
});

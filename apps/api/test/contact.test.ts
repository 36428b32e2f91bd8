import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, devMails } from '../src/db/schema';
import { createTestApp, solveBotCheck } from './helpers';

const form = {
  name: 'Lerato Mokoena',
  email: ' lerato@example.co.za ',
  phone: '082 555 0199',
  subject: 'Fleet account',
  message: 'We run 40 bakkies in Polokwane. Can we get an organisation account?',
};

describe('POST /api/contact/post', async () => {
  const { app, deps, runJobs } = await createTestApp();

  it('stores the message and mails support and the sender through the outbox', async () => {
    const altcha = await solveBotCheck(app);
    const res = await app.inject({ method: 'POST', url: '/api/contact/post', payload: { ...form, altcha } });
    expect(res.statusCode).toBe(201);
    const { id, reference } = res.json();
    expect(reference).toMatch(/^CT-[0-9A-F]{6}$/);
    const [saved] = await deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(saved?.email).toBe('lerato@example.co.za');
    expect(saved?.message).toBe(form.message);

    // Nothing is mailed inside the request: the mail waits in the outbox until the worker runs.
    expect(await deps.db.select().from(devMails)).toHaveLength(0);
    await runJobs();
    const mails = await deps.db.select().from(devMails);
    expect(mails.map((m) => m.to).sort()).toEqual(['lerato@example.co.za', 'support@motorwise.co.za']);
    const toSupport = mails.find((m) => m.to === 'support@motorwise.co.za');
    expect(toSupport?.subject).toBe(`[Contact ${reference}] Fleet account`);
    expect(toSupport?.text).toContain('40 bakkies in Polokwane');
  });

  it('answers bad input with the spec messages keyed by field', async () => {
    const altcha = await solveBotCheck(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/post',
      payload: { name: '', email: 'lerato@', subject: 'x'.repeat(151), message: '   ', altcha },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['Cannot be empty.'],
      email: ['Email must be a valid email address.'],
      subject: ['Subject cannot exceed 150 characters.'],
      message: ['Cannot be empty.'],
    });
  });

  it('refuses a message without a solved bot check, and a replayed one', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/contact/post', payload: form });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.altcha).toEqual(['Please complete the bot check.']);

    const altcha = await solveBotCheck(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/contact/post',
      payload: { ...form, altcha },
    });
    expect(first.statusCode).toBe(201);
    const replay = await app.inject({
      method: 'POST',
      url: '/api/contact/post',
      payload: { ...form, altcha },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.altcha).toEqual(['This bot check was already used. Please try again.']);
  });

  it('escapes what a visitor writes in the HTML mail', async () => {
    const altcha = await solveBotCheck(app);
    await app.inject({
      method: 'POST',
      url: '/api/contact/post',
      payload: { ...form, message: '<script>alert(1)</script>', altcha },
      remoteAddress: '10.9.9.9',
    });
    await runJobs();
    const mails = await deps.db.select().from(devMails);
    const html = mails.map((m) => m.html ?? '').join('');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;');
  });
});

describe('contact rate limit', async () => {
  const { app } = await createTestApp();

  it('lets a person send a few messages, then asks them to wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const altcha = await solveBotCheck(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/contact/post',
        payload: { ...form, altcha },
        remoteAddress: '10.1.2.3',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          message: 'Too many attempts. Please wait 10 minutes and try again.',
          requestId: expect.any(String),
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(590);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

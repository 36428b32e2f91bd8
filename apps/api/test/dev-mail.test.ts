import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('the local development inbox', async () => {
  const { app, deps } = await createTestApp();

  it('lists kept mail newest first and shows one in full', async () => {
    await deps.mailer.send({ to: 'a@example.co.za', subject: 'First', text: 'one' });
    await deps.mailer.send({ to: 'b@example.co.za', subject: 'Second', text: 'two', html: '<p>two</p>' });
    const list = await app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(list.json().map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    const one = await app.inject({ method: 'GET', url: `/api/dev/mail/${list.json()[0].id}` });
    expect(one.json()).toMatchObject({
      to: 'b@example.co.za',
      subject: 'Second',
      html: '<p>two</p>',
      from: 'Motorwise <no-reply@motorwise.co.za>',
    });
  });

  it('answers 404 for a message that does not exist', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dev/mail/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The message was not found.');
  });
});

describe('the inbox in production', async () => {
  const { app } = await createTestApp({ NODE_ENV: 'production' });

  it('is not served, because it would show every mail', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(res.statusCode).toBe(404);
  });
});

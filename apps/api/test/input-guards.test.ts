import { describe, expect, it } from 'vitest';
import { MALFORMED_MULTIPART_MESSAGE, NUL_MESSAGE } from '../src/lib/input-guards';
import { createSignedInUser, createTestApp, SITE } from './helpers';

// Each request here answered 500 before (issue: "No input gets a 500"); each must be a 400 in the one
// error shape, with a message a person can read, and the request id.
const t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
const user = await createSignedInUser(t, { organisation: { branches: ['Head Office'] } });
const INVITE = '00000000-0000-4000-8000-000000000000';

async function send(method: 'GET' | 'POST', url: string, payload?: string, contentType = 'application/json') {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...(payload === undefined ? {} : { 'content-type': contentType }) },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { message: string; errors?: Record<string, string[]>; requestId: string },
  };
}

function expectClear400(answer: Awaited<ReturnType<typeof send>>) {
  expect(answer.status).toBe(400);
  expect(answer.body.requestId).toEqual(expect.any(String));
  expect(answer.body.message).toEqual(expect.any(String));
  // No validator wording reaches a person ("Too big: expected string to have <=100 characters").
  expect(JSON.stringify(answer.body)).not.toMatch(
    /Invalid input|Too big|Too small|expected (string|number|object)/,
  );
}

describe('a JSON body that is literally null', () => {
  const routes = [
    `${SITE}/register`,
    `${SITE}/changepassword`,
    `${SITE}/addpassword`,
    `${SITE}/forgotpasswordconfirm`,
    `${SITE}/inviteRegister/${INVITE}`,
    '/api/User/PostApplicationUser',
    '/api/user/invites',
  ];
  it.each(routes)('%s answers 400 asking for the form', async (url) => {
    const answer = await send('POST', url, 'null');
    expectClear400(answer);
    expect(answer.body.errors).toEqual({ root: ['Please send the form’s fields.'] });
  });
});

describe('a NUL character in text that would reach the database', () => {
  const cases: [string, 'GET' | 'POST', string, unknown, string][] = [
    [
      'sign-in name',
      'POST',
      `${SITE}/authenticate`,
      { username: 'a\u0000@b.co.za', password: 'x' },
      'username',
    ],
    ['garage filter', 'POST', '/api/user/getVehicles', { filter: 'hi\u0000lux' }, 'filter'],
    [
      'profile name',
      'POST',
      '/api/User/PostApplicationUser',
      { firstName: 'Th\u0000andi', lastName: 'N', phoneNumber: '0825551234' },
      'firstName',
    ],
    [
      'invite name',
      'POST',
      '/api/user/invites',
      { firstName: 'x\u0000', lastName: 'y', email: 'c@d.co.za' },
      'firstName',
    ],
    ['contact message', 'POST', '/api/contact/post', { message: 'hello\u0000' }, 'message'],
    [
      'a nested field',
      'POST',
      '/api/user/getVehicles',
      { filter: 'ok', extra: { deep: ['\u0000'] } },
      'extra.deep.0',
    ],
  ];
  it.each(cases)('%s is refused on its field', async (_name, method, url, body, field) => {
    const answer = await send(method, url, JSON.stringify(body));
    expectClear400(answer);
    expect(answer.body.errors?.[field]).toEqual([NUL_MESSAGE]);
  });

  it.each([
    ['/api/vehicles/getyears?brandName=TOY%00OTA', 'brandName'],
    ['/api/vehicles/getranges?brandName=TOYOTA&year=20%0019', 'year'],
    ['/api/vehicles/queryVehicleServiceInterval?reference=a%00b&vehicleMileage=1000', 'reference'],
  ])('in the query string %s', async (url, field) => {
    const answer = await send('GET', url);
    expectClear400(answer);
    expect(answer.body.errors?.[field]).toEqual([NUL_MESSAGE]);
  });
});

describe('other malformed input', () => {
  it('an id past the 32-bit range is a vehicle we do not have, not a database error', async () => {
    for (const vehicleId of [2147483648, '2147483648', 99999999999999])
      expectClear400(await send('POST', '/api/user/queryVehicleHistory', JSON.stringify({ vehicleId })));
  });

  it('JSON nested thousands deep is refused', async () => {
    const answer = await send(
      'POST',
      '/api/user/getVehicles',
      `{"filter":"a","x":${'['.repeat(3000)}${']'.repeat(3000)}}`,
    );
    expectClear400(answer);
    expect(answer.body.errors?.root).toEqual(['The request is nested too deeply.']);
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['a wrong boundary', 'multipart/form-data; boundary=other'],
    ['a truncated body', 'multipart/form-data; boundary=xx'],
  ])('multipart with %s asks for the form again', async (_name, contentType) => {
    const body = '--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\nMy bakkie';
    const answer = await send('POST', '/api/user/upsertVehicle', body, contentType);
    expectClear400(answer);
    expect(answer.body.message).toBe(
      'The upload could not be read. Please choose the files again and resend the form.',
    );
  });

  it.each([
    ['a field named constructor', 'Content-Disposition: form-data; name="constructor"\r\n\r\nx'],
    [
      'a part declared JSON that is not',
      'Content-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{x',
    ],
  ])('multipart with %s is answered like an unreadable form', async (_name, part) => {
    const answer = await send(
      'POST',
      '/api/user/upsertVehicle',
      `--xx\r\n${part}\r\n--xx--\r\n`,
      'multipart/form-data; boundary=xx',
    );
    expectClear400(answer);
    expect(answer.body.message).toBe(MALFORMED_MULTIPART_MESSAGE);
  });

  it('a path parameter over the length limit answers in the one shape, with the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/vehicles/${'x'.repeat(500)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      message: 'The address of this request is too long.',
      requestId: expect.any(String),
    });
    expect(res.headers['x-request-id']).toBe(res.json().requestId);
  });

  it('a text over its limit is told in the spec words, not the validator’s', async () => {
    const answer = await send('POST', '/api/user/getVehicles', JSON.stringify({ filter: 'x'.repeat(5000) }));
    expectClear400(answer);
    expect(answer.body.errors?.filter?.[0]).toMatch(/^Filter cannot exceed \d+ characters\.$/);
  });
});

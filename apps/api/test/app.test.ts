import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createTestApp } from './helpers';

describe('the API shell', async () => {
  const { app } = await createTestApp();
  // Every route describes itself (lib/openapi.ts): a test route too.
  const explode = { schema: { summary: 'Throw an unexpected error' }, config: { access: 'public' as const } };
  app.get('/api/test/explode', explode, async () => {
    throw new Error('connection string postgres://secret@db leaked?');
  });

  it('reports the server alive on /api/health with a request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: '0.1.9' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('matches the spec paths case-insensitively and ignores a trailing slash', async () => {
    for (const url of ['/API/Health', '/api/HEALTH/', '/api/quoterequests/getcustomerscount']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({
      message: 'No route GET /api/no/such/thing.',
      requestId: expect.any(String),
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact/post',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().requestId).toBeTruthy();
  });

  it('hides the details of an unexpected error behind a plain 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres');
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: res.headers['x-request-id'],
    });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the customer count honest: distinct customers since 1 September 2020', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/QuoteRequests/GetCustomersCount' });
    expect(res.json()).toBe(0);
  });
});

describe('serving the web app from the same origin', async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Motorwise</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC12.js'), 'console.log(1)');
  const { app } = await createTestApp({ WEB_DIST: dist });

  it('falls back to the app for client routes', async () => {
    for (const url of ['/my-garage', '/quotes/abc', '/some/unknown/path']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Motorwise</title>');
    }
    // A public page: the same app, with its own title written in (decision 026).
    const home = await app.inject({ method: 'GET', url: '/home' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Compare car service and repair quotes | Motorwise</title>');
  });

  it('serves hashed assets by their exact, case-sensitive name with a long cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('never serves a file outside the app folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('No route');
  });
});

describe('configuration', () => {
  it('stops with a readable list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAILS: 'not-an-email' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', ADMIN_EMAILS: 'not-an-email' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/ADMIN_EMAILS/);
    }
  });

  it('lower-cases the admin addresses and defaults the public URL to the port', () => {
    const cfg = loadConfig({ PORT: '4100', ADMIN_EMAILS: 'Boss@Motorwise.co.za, ops@motorwise.co.za' });
    expect(cfg.ADMIN_EMAILS).toEqual(['boss@motorwise.co.za', 'ops@motorwise.co.za']);
    expect(cfg.PUBLIC_URL).toBe('http://localhost:4100');
  });
});

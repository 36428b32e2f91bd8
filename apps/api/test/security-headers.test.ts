import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/lib/security-headers';
import { createTestApp } from './helpers';

/** What helmet's own middleware writes on a real Node response. */
function helmetOnRealResponse(options: HelmetOptions) {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.setHeader('X-Powered-By', 'something');
  helmet(options)(req, res, () => {});
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers worked out once', () => {
  it('are exactly the headers helmet sets on a real response, for the defaults and for our policy', () => {
    const ours: HelmetOptions = {
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    };
    for (const options of [{}, ours]) expect(securityHeaders(options)).toEqual(helmetOnRealResponse(options));
  });

  it('are on every answer of the app, a 404 included', async () => {
    const { app } = await createTestApp();
    for (const url of ['/api/ping', '/api/no-such-route']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });
});

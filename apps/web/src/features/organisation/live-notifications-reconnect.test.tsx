import { NOTIFICATIONS_API, type Notification } from '@motorwise/shared';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetApiClientState } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { readStoredTokens } from '@/lib/session-storage';
import { AUTH, tokenPair } from '@/test/fixtures';
import { mockApi, server } from '@/test/server';
import { organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { LiveNotifications } from './index';

const soweto: Notification = {
  id: '9b6f3f5e-2222-4d4e-8c6f-000000000001',
  organizationBranchId: '12',
  isRead: false,
  title: 'A quote arrived in the new branch',
  smcReference: 'SMC-2001',
  vehicleName: '2021 Toyota Hilux',
  message: 'Rosebank Auto quoted R 2 100.00 for request SMC-2001.',
  color: 'green',
  dateCreatedUtc: '2026-11-23T08:00:00Z',
  quoteRequestId: 'req-9',
  quoteRequestUniqueId: 'uniq-9',
  isNew: true,
};

const encode = (text: string) => new TextEncoder().encode(text);
/** A stream the server ends right after it opened (the session's access changed: issue 19). */
const endedStream = () =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encode('retry: 3000\n\n: ready\n\n'));
        c.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
/** A stream that stays open, with one notification. */
const openStream = (n: Notification) =>
  new HttpResponse(
    new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(
          encode(
            `retry: 3000\n\n: ready\n\nevent: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`,
          ),
        );
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );

/** The stream's answers in turn; records the bearer token of each attempt. */
function streamAnswers(answers: (() => Response)[]) {
  const tokens: (string | null)[] = [];
  server.use(
    http.get(NOTIFICATIONS_API.notificationStream.path, ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      const next = answers.shift();
      return next ? next() : new HttpResponse(null, { status: 503 });
    }),
  );
  return tokens;
}

describe('the live stream when the server ends it (issue 19 item 6)', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetApiClientState();
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  });
  afterEach(() => assign.mockRestore());

  it('reconnects after a pause, reloads what it missed and hears the new stream (moved to another branch)', async () => {
    storeSession(organisationUser);
    const api = mockApi({ 'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }) });
    const attempts = streamAnswers([endedStream, () => openStream(soweto)]);
    renderWithRouter(<LiveNotifications />, '/dashboard');
    await waitFor(() => expect(attempts).toHaveLength(1));
    const endedAt = Date.now();

    expect(await screen.findByText(soweto.title, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(attempts).toHaveLength(2);
    // Not at once: the pause the server's retry asks for.
    expect(Date.now() - endedAt).toBeGreaterThanOrEqual(2500);
    expect(api.callsTo('GET /api/user/loadNotifications').length).toBeGreaterThanOrEqual(2);
    expect(assign).not.toHaveBeenCalled();
  }, 10_000);

  it('signed out everywhere: the reconnect gets 401, one refresh fails, and the sign-in page opens once', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 401, body: { message: 'Your session has expired.' } }),
    });
    const expired = () => HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 });
    const attempts = streamAnswers([endedStream, expired, expired, expired]);
    renderWithRouter(<LiveNotifications />, '/dashboard');

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(assign).toHaveBeenCalledWith(`/account/login?returnUrl=${encodeURIComponent('/')}`);
    expect(readStoredTokens()).toBeNull();
    expect(attempts).toEqual(['Bearer access-token', 'Bearer access-token']);
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1);
    // No hot loop while the page goes: nothing more within the pause.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(attempts).toHaveLength(2);
    expect(api.callsTo(`POST ${AUTH}/refreshToken`)).toHaveLength(1);
  }, 10_000);

  it('a refresh that works opens the stream again with the new token', async () => {
    storeSession(organisationUser);
    mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
      [`POST ${AUTH}/refreshToken`]: () => ({ status: 200, body: tokenPair(2) }),
    });
    const expired = () => HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 });
    const attempts = streamAnswers([endedStream, expired, () => openStream(soweto)]);
    renderWithRouter(<LiveNotifications />, '/dashboard');
    expect(await screen.findByText(soweto.title, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(attempts).toEqual(['Bearer access-token', 'Bearer access-token', 'Bearer access-2']);
    expect(assign).not.toHaveBeenCalled();
  }, 10_000);
});

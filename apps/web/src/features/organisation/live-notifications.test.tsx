import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATIONS_API, type Notification } from '@motorwise/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, server } from '@/test/server';
import { organisationUser, renderWithRouter, storeSession } from '@/test/utils';
import { LiveNotifications } from './index';

const base: Notification = {
  id: '9b6f3f5e-1111-4d4e-8c6f-000000000001',
  organizationBranchId: '11',
  isRead: false,
  title: 'A quote arrived',
  smcReference: 'SMC-1001',
  vehicleName: '2020 Ford Ranger',
  message: 'Rosebank Auto quoted R 1 035.00 for request SMC-1001.',
  color: 'green',
  dateCreatedUtc: '2026-11-23T08:00:00Z',
  quoteRequestId: 'req-1',
  quoteRequestUniqueId: 'uniq-1',
  isNew: true,
};
const live: Notification = {
  ...base,
  id: '9b6f3f5e-1111-4d4e-8c6f-000000000002',
  title: 'A message from the workshop',
  smcReference: 'SMC-1002',
  vehicleName: '2019 VW Polo',
  message: 'The brake discs are worn too.',
  color: 'blue',
  quoteRequestId: 'req-2',
  quoteRequestUniqueId: 'uniq-2',
};

/** A stream that sends `events` once the test calls push(). */
function liveStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode('retry: 3000\n\n: ready\n\n'));
    },
  });
  server.use(
    http.get(NOTIFICATIONS_API.notificationStream.path, ({ request }) => {
      expect(request.headers.get('authorization')).toBe('Bearer access-token');
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    push: (n: Notification) =>
      controller!.enqueue(
        new TextEncoder().encode(`event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`),
      ),
  };
}

describe('live notifications', () => {
  it('shows the unread ones and a live one with the spec fields; closing or opening reads them', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [base] }),
      'POST /api/user/setNotificationRead': () => ({ status: 200, body: { read: 1 } }),
    });
    const stream = liveStream();
    const { router } = renderWithRouter(<LiveNotifications />, '/active-requests');

    const first = (await screen.findByText('A quote arrived')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(within(first).getByText('SMC-1001 · 2020 Ford Ranger')).toBeInTheDocument();
    expect(within(first).getByText(base.message)).toBeInTheDocument();

    stream.push(live);
    const second = (await screen.findByText('A message from the workshop')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(within(second).getByText('SMC-1002 · 2019 VW Polo')).toBeInTheDocument();

    // The same notification again (a reconnect reloads the list) is not shown twice.
    stream.push(live);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('A message from the workshop')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Close notification' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationRead').map((c) => c.body)).toEqual([{ id: base.id }]),
    );

    await user.click(within(second).getByRole('button', { name: 'Open request SMC-1002' }));
    expect(router.state.location.pathname).toBe('/quotes/uniq-2');
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationRead').map((c) => c.body)).toEqual([
        { id: base.id },
        { quoteRequestId: 'req-2' },
      ]),
    );
    await waitFor(() => expect(screen.queryByText('A message from the workshop')).not.toBeInTheDocument());
  });

  it('reads news about the request on screen instead of covering that page with a toast', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
      'POST /api/user/setNotificationRead': () => ({ status: 200, body: { read: 1 } }),
    });
    const stream = liveStream();
    renderWithRouter(<LiveNotifications />, '/quotes/uniq-2');
    stream.push(live);
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationRead').map((c) => c.body)).toEqual([
        { quoteRequestId: 'req-2' },
      ]),
    );
    expect(screen.queryByText('A message from the workshop')).not.toBeInTheDocument();

    // News about another request still shows.
    stream.push({ ...base, id: '9b6f3f5e-1111-4d4e-8c6f-000000000003' });
    expect(await screen.findByText('A quote arrived')).toBeInTheDocument();
  });
});

describe('opening a request reads its notifications', () => {
  const sameRequest: Notification = {
    ...base,
    id: '9b6f3f5e-1111-4d4e-8c6f-000000000004',
    title: 'A message from the workshop',
    message: 'We can fit the pads on Thursday.',
    color: 'blue',
  };

  it('"Open request" closes every toast about that request, leaves the others, and reads them once', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [base, sameRequest, live] }),
      'POST /api/user/setNotificationRead': () => ({ status: 200, body: { read: 2 } }),
    });
    liveStream();
    const { router } = renderWithRouter(<LiveNotifications />, '/dashboard');
    const toast = (title: string) =>
      screen.findByText(title).then((t) => t.closest('.mantine-Notification-root') as HTMLElement);
    const first = await toast('A quote arrived');
    expect(await screen.findByText('We can fit the pads on Thursday.')).toBeInTheDocument();
    expect(await screen.findByText(live.message)).toBeInTheDocument();

    await userEvent.setup().click(within(first).getByRole('button', { name: 'Open request SMC-1001' }));
    expect(router.state.location.pathname).toBe('/quotes/uniq-1');
    await waitFor(() => expect(screen.queryByText('A quote arrived')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByText('We can fit the pads on Thursday.')).not.toBeInTheDocument(),
    );
    // The other request's toast stays.
    expect(screen.getByText(live.message)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/setNotificationRead').map((c) => c.body)).toEqual([
      { quoteRequestId: 'req-1' },
    ]);
  });

  it('reads them when the request is opened another way, after its toast stepped aside', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [base] }),
      'POST /api/user/setNotificationRead': () => ({ status: 200, body: { read: 1 } }),
    });
    liveStream();
    const { router } = renderWithRouter(<LiveNotifications />, '/active-requests');
    expect(await screen.findByText('A quote arrived')).toBeInTheDocument();
    // The toast closes by itself after a few seconds (the same as Mantine's auto close): still unread.
    toasts.hide(base.id);
    await waitFor(() => expect(screen.queryByText('A quote arrived')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/user/setNotificationRead')).toHaveLength(0);

    // Opened from a list (or the events, the inbox, the search): read.
    await act(() => router.navigate('/quotes/uniq-1'));
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationRead').map((c) => c.body)).toEqual([
        { quoteRequestId: 'req-1' },
      ]),
    );
    // Opening it again reads nothing more.
    await act(() => router.navigate('/active-requests'));
    await act(() => router.navigate('/quotes/uniq-1'));
    expect(api.callsTo('POST /api/user/setNotificationRead')).toHaveLength(1);
  });
});

describe('a toast shows once (issue 20 item 8)', () => {
  const older: Notification = {
    ...base,
    id: '9b6f3f5e-1111-4d4e-8c6f-000000000005',
    title: 'Your invoice is ready',
    message: 'The workshop sent tax invoice INV-00024.',
    dateCreatedUtc: '2026-11-22T08:00:00Z',
    quoteRequestId: 'req-5',
    quoteRequestUniqueId: 'uniq-5',
  };

  it('toasts only what arrived since the person last looked, and nothing again after a reload', async () => {
    storeSession(organisationUser);
    // The server as decision 052 keeps it: the person last looked before `base` arrived.
    let seenUntil = '2026-11-22T12:00:00Z';
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({
        status: 200,
        body: [base, older].map((n) => ({ ...n, isNew: n.dateCreatedUtc > seenUntil })),
      }),
      'POST /api/user/setNotificationsSeen': ({ body }) => {
        const until = (body as { until: string }).until;
        if (until > seenUntil) seenUntil = until;
        return { status: 200, body: { seen: true } };
      },
      'POST /api/user/setNotificationRead': () => ({ status: 200, body: { read: 1 } }),
    });
    liveStream();
    const first = renderWithRouter(<LiveNotifications />, '/active-requests');
    expect(await screen.findByText('A quote arrived')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationsSeen').map((c) => c.body)).toEqual([
        { until: base.dateCreatedUtc },
      ]),
    );
    // Looked at on an earlier visit: unread (in the events and inbox), but no toast.
    expect(screen.queryByText('Your invoice is ready')).not.toBeInTheDocument();

    // The page is loaded again (a reload, another tab or device): no toast comes back.
    first.unmount();
    await waitFor(() => expect(screen.queryByText('A quote arrived')).not.toBeInTheDocument());
    liveStream();
    renderWithRouter(<LiveNotifications />, '/dashboard');
    await waitFor(() => expect(api.callsTo('GET /api/user/loadNotifications').length).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('A quote arrived')).not.toBeInTheDocument();
    expect(screen.queryByText('Your invoice is ready')).not.toBeInTheDocument();
  });

  it('a live one is toasted and marked seen', async () => {
    storeSession(organisationUser);
    const api = mockApi({
      'GET /api/user/loadNotifications': () => ({ status: 200, body: [] }),
      'POST /api/user/setNotificationsSeen': () => ({ status: 200, body: { seen: true } }),
    });
    const stream = liveStream();
    renderWithRouter(<LiveNotifications />, '/dashboard');
    await waitFor(() => expect(api.callsTo('GET /api/user/loadNotifications').length).toBeGreaterThan(0));
    stream.push({ ...live, dateCreatedUtc: '2026-11-23T09:00:00Z' });
    expect(await screen.findByText('A message from the workshop')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/setNotificationsSeen').map((c) => c.body)).toEqual([
        { until: '2026-11-23T09:00:00Z' },
      ]),
    );
  });
});

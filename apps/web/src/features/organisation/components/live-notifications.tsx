import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATION_STREAM_PATH, type Notification } from '@motorwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openEventStream } from '@/lib/api-client';
import { markNotificationRead, NOTIFICATIONS_KEY, useNotifications } from '../api/organisation-api';

const RECONNECT_MS = 3000;
const quotesPath = (n: Notification) => `/quotes/${encodeURIComponent(n.quoteRequestUniqueId ?? '')}`;

/**
 * Reads the live stream until it ends or `signal` aborts, reconnecting after a pause; each (re)connect
 * calls `onOpen` (to reload what was missed while away), each notification `onNotification`.
 */
async function listen(signal: AbortSignal, onOpen: () => void, onNotification: (n: Notification) => void) {
  while (!signal.aborted) {
    try {
      const response = await openEventStream(NOTIFICATION_STREAM_PATH, signal);
      onOpen();
      const events = response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream());
      for await (const event of events) {
        if (event.event === 'notification') onNotification(JSON.parse(event.data) as Notification);
      }
    } catch {
      // Offline, signed out or the server restarting: try again shortly.
    }
    if (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
  }
}

/**
 * spec: toast notifications for quote requests. The unread ones (at most the branch's last 5) show on
 * load and new ones arrive live; one becomes read when its toast is closed or its request is opened.
 */
export function LiveNotifications() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const unread = useNotifications(true);
  const shown = useRef(new Map<string, Notification>());
  /** Ids being hidden because they were read another way: closing those is not a second "read". */
  const settled = useRef(new Set<string>());

  const hideRequest = (quoteRequestId: string | null) => {
    for (const n of shown.current.values())
      if (n.quoteRequestId === quoteRequestId) {
        settled.current.add(n.id);
        toasts.hide(n.id);
      }
  };

  const openRequest = (n: Notification) => {
    if (n.quoteRequestId) void markNotificationRead({ quoteRequestId: n.quoteRequestId }).catch(() => {});
    hideRequest(n.quoteRequestId);
    navigate(quotesPath(n));
  };

  const show = (n: Notification) => {
    if (n.isRead || shown.current.has(n.id)) return;
    shown.current.set(n.id, n);
    toasts.show({
      id: n.id,
      color: n.color,
      title: n.title,
      autoClose: false,
      withBorder: true,
      closeButtonProps: { 'aria-label': 'Close notification' },
      message: (
        <Stack gap={2}>
          <Text fz="xs" c="dimmed">
            {[n.smcReference, n.vehicleName].filter(Boolean).join(' · ')}
          </Text>
          <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
            {n.message}
          </Text>
          {n.quoteRequestUniqueId && (
            <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => openRequest(n)}>
              Open request {n.smcReference ?? ''}
            </Anchor>
          )}
        </Stack>
      ),
      onClose: () => {
        shown.current.delete(n.id);
        if (settled.current.delete(n.id)) return;
        void markNotificationRead({ id: n.id }).catch(() => {});
      },
    });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: shows each loaded notification once
  useEffect(() => {
    for (const n of unread.data ?? []) show(n);
  }, [unread.data]);

  // One stream for the life of the session, opened once the API answered the list (not while it is away).
  const reachable = unread.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once, when the API is reachable
  useEffect(() => {
    if (!reachable) return;
    const controller = new AbortController();
    void listen(
      controller.signal,
      () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
      show,
    );
    return () => {
      controller.abort();
      // Signed out: the notifications go with the session (spec: logout clears them).
      toasts.clean();
    };
  }, [reachable]);

  // Opening a request some other way reads its notifications too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    const match = /^\/quotes\/([^/]+)/.exec(pathname);
    if (!match) return;
    const uniqueId = decodeURIComponent(match[1]!);
    const read = [...shown.current.values()].find((n) => n.quoteRequestUniqueId === uniqueId);
    if (read?.quoteRequestId) {
      void markNotificationRead({ quoteRequestId: read.quoteRequestId }).catch(() => {});
      hideRequest(read.quoteRequestId);
    }
  }, [pathname]);

  return null;
}

import { Anchor, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATIONS_API, type Notification } from '@motorwise/shared';
import { useQueryClient } from '@tanstack/react-query';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { openEventStream } from '@/lib/api-client';
import {
  markNotificationRead,
  markNotificationsSeen,
  NOTIFICATIONS_KEY,
  useNotifications,
} from '../api/organisation-api';

const RECONNECT_MS = 3000;
/** How long a toast stays on screen untouched. */
const TOAST_MS = 8_000;
/** The request whose quotes page is open, if one is. */
function openUniqueId(pathname: string): string | undefined {
  const match = /^\/quotes\/([^/]+)/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : undefined;
}
const quotesPath = (n: Notification) => `/quotes/${encodeURIComponent(n.quoteRequestUniqueId ?? '')}`;

/**
 * Reads the live stream until it ends or `signal` aborts, reconnecting after a pause; each (re)connect
 * calls `onOpen` (to reload what was missed while away), each notification `onNotification`.
 */
async function listen(signal: AbortSignal, onOpen: () => void, onNotification: (n: Notification) => void) {
  while (!signal.aborted) {
    try {
      const response = await openEventStream(NOTIFICATIONS_API.notificationStream.path, signal);
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
 * spec: toast notifications for quote requests. A toast shows once: on load only the unread ones that
 * arrived since the person last looked (isNew), and new ones live; what was toasted is marked seen on the
 * server, so no reload, tab or device shows it again (decision 052). One becomes read when its toast is
 * closed or its request is opened; the unread ones stay in the events and inbox.
 */
export function LiveNotifications() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const unread = useNotifications(true);
  /**
   * The unread notifications this visit knows of (on screen, queued or already stepped aside), and the
   * ones already handled on this visit (never shown twice).
   */
  const unreadKnown = useRef(new Map<string, Notification>());
  const seen = useRef(new Set<string>());
  const path = useRef(pathname);
  path.current = pathname;

  /**
   * Its request is open: every notification about it is read (on the server, for the whole branch) and
   * every toast about it closes, on screen or waiting in the queue.
   */
  const readRequest = (quoteRequestId: string) => {
    void markNotificationRead({ quoteRequestId }).catch(() => {});
    for (const n of [...unreadKnown.current.values()]) {
      if (n.quoteRequestId !== quoteRequestId) continue;
      unreadKnown.current.delete(n.id);
      toasts.hide(n.id);
    }
  };

  const openRequest = (n: Notification) => {
    if (n.quoteRequestId) readRequest(n.quoteRequestId);
    else toasts.hide(n.id);
    navigate(quotesPath(n));
  };

  /** The newest notification this visit told the server it has seen. */
  const seenUntil = useRef('');
  const markSeen = (n: Notification) => {
    if (n.dateCreatedUtc <= seenUntil.current) return;
    seenUntil.current = n.dateCreatedUtc;
    void markNotificationsSeen({ until: n.dateCreatedUtc }).catch(() => {});
  };

  const show = (n: Notification) => {
    if (n.isRead || seen.current.has(n.id)) return;
    seen.current.add(n.id);
    if (n.quoteRequestId) unreadKnown.current.set(n.id, n);
    // Looked at before (toasted on another page, tab or device): not toasted again.
    if (n.isNew === false) return;
    markSeen(n);
    // News about the request on screen is already on the page: it is read, not shown.
    if (n.quoteRequestId && openUniqueId(path.current) === n.quoteRequestUniqueId) {
      readRequest(n.quoteRequestId);
      return;
    }
    toasts.show({
      id: n.id,
      color: n.color,
      title: n.title,
      // A toast steps aside by itself (paused while pointed at or focused) so it never sits on the page's
      // own buttons; it stays unread (in the events and inbox) until closed or its request opened, but is
      // not toasted again.
      autoClose: TOAST_MS,
      withBorder: true,
      closeButtonProps: {
        'aria-label': 'Close notification',
        onClick: () => {
          unreadKnown.current.delete(n.id);
          void markNotificationRead({ id: n.id }).catch(() => {});
        },
      },
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

  // Opening a request any other way (a list, the events, the inbox, the search, a link) reads its
  // notifications too, whether or not its toast is still on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    const uniqueId = openUniqueId(pathname);
    if (!uniqueId) return;
    const about = [...unreadKnown.current.values()].find((n) => n.quoteRequestUniqueId === uniqueId);
    if (about?.quoteRequestId) readRequest(about.quoteRequestId);
  }, [pathname]);

  return null;
}

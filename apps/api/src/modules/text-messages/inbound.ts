import type { DeliveryReport, InboundReply } from './text-messages.service';

/**
 * Replies (delivery reports carry none: `readDeliveryReports` reads those) as providers post them, read into one shape:
 * - BulkSMS's webhook: an array of message objects; replies are `type: "RECEIVED"` with `from` and `body`;
 * - WhatsApp Business Cloud API's webhook: `entry[].changes[].value.messages[]` with `from` (digits) and
 *   `text.body` (or a quick-reply button's `button.text`); `statuses[]` (delivery reports) are skipped;
 * - a plain `{ from, body }` (or a list of them), as a test or another gateway sends it.
 */
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const obj = (v: unknown): Record<string, unknown> | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function plain(item: unknown): InboundReply | null {
  const o = obj(item);
  if (!o) return null;
  if (o.type !== undefined && o.type !== 'RECEIVED') return null;
  const from = str(o.from) ?? str(obj(o.from)?.address);
  const body = str(o.body);
  return from && body !== null ? { from, body } : null;
}

function whatsapp(payload: Record<string, unknown>): InboundReply[] {
  const replies: InboundReply[] = [];
  for (const entry of list(payload.entry))
    for (const change of list(obj(entry)?.changes))
      for (const message of list(obj(obj(change)?.value)?.messages)) {
        const m = obj(message);
        const from = str(m?.from);
        const body = str(obj(m?.text)?.body) ?? str(obj(m?.button)?.text);
        if (from && body !== null) replies.push({ from, body });
      }
  return replies;
}

export function readReplies(payload: unknown): InboundReply[] {
  const o = obj(payload);
  if (o && Array.isArray(o.entry)) return whatsapp(o);
  const items = Array.isArray(payload) ? payload : [payload];
  return items.map(plain).filter((r): r is InboundReply => r !== null);
}

/** BulkSMS's status types, and WhatsApp's statuses, as a delivery state (others say nothing final). */
const BULKSMS_STATES: Record<string, DeliveryReport['status']> = { DELIVERED: 'delivered', FAILED: 'failed' };
const WHATSAPP_STATES: Record<string, DeliveryReport['status']> = {
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
};

/**
 * Delivery reports as providers post them, read into one shape:
 * - BulkSMS's status report: the list of message objects, a sent one being `type: "SENT"` with its `id`
 *   (the one the send answered) and `status.type` (ACCEPTED, SCHEDULED, SENT, DELIVERED, UNKNOWN, FAILED);
 * - WhatsApp Cloud API: `entry[].changes[].value.statuses[]` with `id` (the send's wamid) and `status`
 *   (sent, delivered, read, failed).
 * Only the final states are kept: delivered (read counts as delivered) and failed.
 */
export function readDeliveryReports(payload: unknown): DeliveryReport[] {
  const reports: DeliveryReport[] = [];
  const o = obj(payload);
  if (o && Array.isArray(o.entry)) {
    for (const entry of list(o.entry))
      for (const change of list(obj(entry)?.changes))
        for (const item of list(obj(obj(change)?.value)?.statuses)) {
          const s = obj(item);
          const id = str(s?.id);
          const status = WHATSAPP_STATES[str(s?.status) ?? ''];
          if (id && status) reports.push({ providerMessageId: id, status });
        }
    return reports;
  }
  for (const item of Array.isArray(payload) ? payload : [payload]) {
    const m = obj(item);
    if (m?.type !== 'SENT') continue;
    const id = str(m.id);
    const status = BULKSMS_STATES[str(obj(m.status)?.type) ?? ''];
    if (id && status) reports.push({ providerMessageId: id, status });
  }
  return reports;
}

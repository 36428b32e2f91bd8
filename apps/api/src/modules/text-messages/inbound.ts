import type { InboundReply } from './text-messages.service';

/**
 * Replies (and delivery reports, which carry none) as providers post them, read into one shape:
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

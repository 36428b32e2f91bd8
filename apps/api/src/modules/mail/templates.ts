import type { MailMessage } from './mailer';

/** Escapes text for HTML mail bodies: user input never becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One branded layout for every mail; the body is already-escaped HTML. */
export function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html lang="en-ZA"><body style="margin:0;background:#f4f6fb;font-family:Arial,sans-serif;color:#1b2540">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px">
<tr><td style="background:#13204a;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">Motorwise</td></tr>
<tr><td style="padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7390">Motorwise · Vehicle service and repair quotes from trusted workshops · support@motorwise.co.za</td></tr>
</table></td></tr></table></body></html>`;
}

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');

export interface ContactMailInput {
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  message: string;
  reference: string;
}

/** To the support mailbox: the message as the visitor wrote it, reply goes to the visitor. */
export function contactToSupport(supportEmail: string, c: ContactMailInput): MailMessage {
  const text = `New contact message ${c.reference}\n\nFrom: ${c.name} <${c.email}>\nPhone: ${c.phone || '-'}\nSubject: ${c.subject}\n\n${c.message}`;
  return {
    to: supportEmail,
    replyTo: c.email,
    subject: `[Contact ${c.reference}] ${c.subject}`,
    text,
    html: layout(`New contact message ${c.reference}`, paragraphs(text)),
  };
}

/** To the visitor: we have it, and what happens next. */
export function contactAcknowledgement(c: ContactMailInput): MailMessage {
  const text = `Hi ${c.name},\n\nThank you for contacting Motorwise. We received your message "${c.subject}" (reference ${c.reference}) and will get back to you within one business day.\n\nThe Motorwise team`;
  return {
    to: c.email,
    subject: `We received your message (${c.reference})`,
    text,
    html: layout('We received your message', paragraphs(text)),
  };
}

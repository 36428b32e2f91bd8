import { formatRand } from '@motorwise/shared';
import { escapeHtml, layout, type MailMessage } from '../mail/index';

export interface ReceiptInput {
  to: string;
  name: string | null;
  amountCents: number;
  paymentReference: string;
  quoteReference: string;
  invoiceNumber: string | null;
  workshopName: string;
  paidAt: Date;
  isSandbox: boolean;
  link: string;
}

/** To the payer, once, when a verified notification marks the payment paid. */
export function paymentReceiptMail(r: ReceiptInput): MailMessage {
  const when = r.paidAt.toISOString().slice(0, 16).replace('T', ' ');
  const lines = [
    `Amount paid: ${formatRand(r.amountCents)}`,
    `Paid to: ${r.workshopName} (through Motorwise)`,
    `Invoice: ${r.invoiceNumber ?? r.quoteReference}`,
    `Quote: ${r.quoteReference}`,
    `Payment reference: ${r.paymentReference}`,
    `Date: ${when} UTC`,
  ];
  const sandboxNote = r.isSandbox ? '\n\nThis was a SANDBOX payment: no real money moved.' : '';
  const text = `Hi ${r.name ?? 'there'},\n\nThank you for your payment. The invoice is marked paid.\n\n${lines.join('\n')}${sandboxNote}\n\nView the quote: ${r.link}\n\nThe Motorwise team`;
  const html = layout(
    'Payment received',
    `<p style="margin:0 0 12px">Hi ${escapeHtml(r.name ?? 'there')},</p><p style="margin:0 0 12px">Thank you for your payment. The invoice is marked paid.</p><table style="border-collapse:collapse;margin:0 0 12px">${lines
      .map((l) => {
        const [k, ...v] = l.split(': ');
        return `<tr><td style="padding:2px 12px 2px 0;color:#6b7390">${escapeHtml(k ?? '')}</td><td style="padding:2px 0">${escapeHtml(v.join(': '))}</td></tr>`;
      })
      .join(
        '',
      )}</table>${r.isSandbox ? '<p style="margin:0 0 12px;color:#b45309"><strong>SANDBOX</strong> payment: no real money moved.</p>' : ''}<p style="margin:0 0 12px"><a href="${escapeHtml(r.link)}">View the quote</a></p>`,
  );
  return {
    to: r.to,
    subject: `Payment received: ${formatRand(r.amountCents)} (${r.paymentReference})`,
    text,
    html,
  };
}

export interface RefundMailInput {
  to: string;
  name: string | null;
  amountCents: number;
  paymentReference: string;
  refundReference: string;
  quoteReference: string;
  workshopName: string;
  refundedAt: Date;
  isSandbox: boolean;
  link: string;
}

/** To the payer, once, when an admin marks a refund made (decision 030). */
export function refundMail(r: RefundMailInput): MailMessage {
  const when = r.refundedAt.toISOString().slice(0, 10);
  const lines: [string, string][] = [
    ['Amount refunded', formatRand(r.amountCents)],
    ['Refund reference', r.refundReference],
    ['Your payment', r.paymentReference],
    ['Quote', `${r.quoteReference} (${r.workshopName})`],
    ['Date', when],
  ];
  const sandbox = r.isSandbox ? 'This was a SANDBOX payment: no real money moved.' : '';
  const text = `Hi ${r.name ?? 'there'},\n\nWe have refunded your payment. Banks usually show a refund within 3 to 5 working days.\n\n${lines
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}${sandbox ? `\n\n${sandbox}` : ''}\n\nView the quote: ${r.link}\n\nThe Motorwise team`;
  const html = layout(
    'Payment refunded',
    `<p style="margin:0 0 12px">Hi ${escapeHtml(r.name ?? 'there')},</p><p style="margin:0 0 12px">We have refunded your payment. Banks usually show a refund within 3 to 5 working days.</p><table style="border-collapse:collapse;margin:0 0 12px">${lines
      .map(
        ([k, v]) =>
          `<tr><td style="padding:2px 12px 2px 0;color:#6b7390">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v)}</td></tr>`,
      )
      .join(
        '',
      )}</table>${sandbox ? `<p style="margin:0 0 12px;color:#b45309">${escapeHtml(sandbox)}</p>` : ''}<p style="margin:0 0 12px"><a href="${escapeHtml(r.link)}">View the quote</a></p>`,
  );
  return {
    to: r.to,
    subject: `Refund made: ${formatRand(r.amountCents)} (${r.paymentReference})`,
    text,
    html,
  };
}

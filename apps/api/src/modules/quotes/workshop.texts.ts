import { formatDate, formatRand } from '@motorwise/shared';
import type { QuoteRequestRow } from '../quote-requests/index';
import type { Message } from './notify';
import type { QuoteRow } from './quotes.repo';

/**
 * What the customer is told (mail and in-app notification, through `tellCustomer`) at each step the
 * workshop takes on its quote or job: the texts only, kept apart from the rules that decide the step.
 */

const when = (date: string | null) => (date ? formatDate(`${date}T12:00:00Z`) : 'the booked day');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A quote sent, a pre-quote sent, or a sent quote revised. */
export function quoteSentMessage(
  action: 'send' | 'sendPreQuote' | 'revise',
  workshopName: string | undefined,
  request: QuoteRequestRow,
  total: number,
  expiresAt: Date,
): Message {
  const name = workshopName ?? 'A workshop';
  const texts = {
    send: {
      subject: `New quote for your ${request.vehicleName}: ${formatRand(total)}`,
      title: 'You have a new quote',
      body: `${name} quoted ${formatRand(total)} for request ${request.reference}. The quote is valid until ${formatDate(expiresAt)}.`,
    },
    sendPreQuote: {
      subject: `${name} would like to inspect your ${request.vehicleName}`,
      title: 'You have a pre-quote',
      body: `${name} sent a pre-quote for request ${request.reference}: they will assess the vehicle first and send what they find for your approval.`,
    },
    revise: {
      subject: `Quote updated: ${formatRand(total)} for your ${request.vehicleName}`,
      title: 'A quote was updated',
      body: `${name} updated its quote for request ${request.reference}. The new total is ${formatRand(total)}, valid until ${formatDate(expiresAt)}.`,
    },
  }[action];
  return {
    ...texts,
    linkLabel: 'Compare your quotes',
    color: 'green',
    ...(action === 'revise' ? {} : { text: 'quote_received' as const }),
  };
}

export function declinedMessage(
  workshopName: string | undefined,
  request: QuoteRequestRow,
  reason: string,
): Message {
  return {
    subject: `${workshopName ?? 'A workshop'} cannot quote for request ${request.reference}`,
    title: 'A workshop declined to quote',
    body: `${workshopName ?? 'A workshop'} will not quote for your ${request.vehicleName}: ${reason}`,
    linkLabel: 'See your other quotes',
    color: 'red',
  };
}

export function withdrawnMessage(q: QuoteRow, r: QuoteRequestRow, reason: string): Message {
  return {
    subject: `Quote ${q.reference} was withdrawn`,
    title: 'A workshop withdrew its quote',
    body: `The workshop withdrew quote ${q.reference} for your ${r.vehicleName}: ${reason}`,
    linkLabel: 'See your other quotes',
  };
}

export function checkedInMessage(q: QuoteRow, r: QuoteRequestRow, vehicleMileage: number): Message {
  return {
    subject: `Your ${r.vehicleName} is checked in`,
    title: 'Your vehicle is checked in',
    body: `The workshop checked in your ${r.vehicleName} at ${vehicleMileage.toLocaleString('en-ZA')} km for job ${q.reference}. If they find anything more, they will ask you first.`,
    linkLabel: 'Follow the job',
  };
}

/** Extra work found: `delta` is the change to the total in cents (negative when it costs less). */
export function amendmentMessage(
  quoteReference: string,
  request: QuoteRequestRow,
  changes: number,
  delta: number,
  photos: number,
  note: string | null | undefined,
): Message {
  const cost = delta >= 0 ? `${formatRand(delta)} more` : `${formatRand(-delta)} less`;
  const withPhotos = photos ? `, with ${plural(photos, 'photo', 'photos')}` : '';
  return {
    subject: `Your approval is needed: ${quoteReference}`,
    title: 'The workshop asks for your approval',
    body: `While working on your ${request.vehicleName}, the workshop found something: ${plural(changes, 'change', 'changes')} (${cost})${withPhotos}.${note ? `\n\n${note}` : ''}\n\nNothing extra is done or charged without your approval.`,
    linkLabel: 'Approve or decline',
    color: 'orange',
    text: 'amendment_waiting',
  };
}

/** The final invoice, its PDF attached by the caller. `title` is the document's ('Tax invoice', 'Invoice'). */
export function invoicedMessage(
  title: string,
  invoiceNumber: string,
  request: QuoteRequestRow,
  total: number,
): Message {
  return {
    subject: `${title} ${invoiceNumber} for your ${request.vehicleName}: ${formatRand(total)}`,
    title: 'Your invoice is ready',
    body: `The workshop finished the work on your ${request.vehicleName} and sent ${title.toLowerCase()} ${invoiceNumber} for ${formatRand(total)}. It is attached, and you can pay online.`,
    linkLabel: 'View and pay',
    text: 'invoice_ready',
  };
}

export function readyMessage(q: QuoteRow, r: QuoteRequestRow, paid: boolean): Message {
  return {
    subject: `Your ${r.vehicleName} is ready for collection`,
    title: 'Ready for collection',
    body: `Your ${r.vehicleName} is ready for collection (job ${q.reference}).${paid ? '' : ' You can pay online before you go.'}`,
    linkLabel: 'View the job',
    text: 'ready_for_collection',
  };
}

export function paidAtWorkshopMessage(q: QuoteRow, r: QuoteRequestRow): Message {
  return {
    subject: `Payment received for ${q.reference}`,
    title: 'Payment received',
    body: `The workshop received your payment for the work on your ${r.vehicleName} (${q.invoiceNumber ?? q.reference}). Thank you.`,
    linkLabel: 'View the job',
    text: 'payment_received',
  };
}

export function completedMessage(q: QuoteRow, r: QuoteRequestRow): Message {
  return {
    subject: `How was ${q.reference}? Review the workshop`,
    title: 'Your job is completed',
    body: `Thank you for using Motorwise for your ${r.vehicleName}. Tell others how the workshop did: your review helps them choose.`,
    linkLabel: 'Review the workshop',
  };
}

export function bookingCancelledMessage(q: QuoteRow, r: QuoteRequestRow, reason: string): Message {
  return {
    subject: `Booking cancelled: ${q.reference}`,
    title: 'The workshop cancelled your booking',
    body: `The workshop cancelled the booking of quote ${q.reference} for your ${r.vehicleName} (${when(q.serviceDate)}): ${reason}\n\nYou can book another quote.`,
    linkLabel: 'Choose another quote',
  };
}

export function workshopWroteMessage(
  workshopName: string | undefined,
  quoteReference: string,
  request: QuoteRequestRow,
  text: string,
): Message {
  return {
    subject: `Message from ${workshopName ?? 'the workshop'} about ${quoteReference}`,
    title: 'A message from the workshop',
    body: `${workshopName ?? 'The workshop'} wrote about your ${request.vehicleName}:\n\n${text}`,
    linkLabel: 'Read and reply',
    kind: 'message',
  };
}

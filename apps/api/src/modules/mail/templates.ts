import { formatDate } from '@motorwise/shared';
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

/**
 * A web address in a mail's text, as a link in its HTML: up to the first space, never ending in the
 * punctuation of the sentence around it.
 */
const WEB_ADDRESS = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]/g;

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => {
      const html = escapeHtml(p).replace(
        WEB_ADDRESS,
        (href) => `<a href="${href}" style="color:#13204a">${href}</a>`,
      );
      return `<p style="margin:0 0 12px;line-height:1.5">${html.replace(/\n/g, '<br>')}</p>`;
    })
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

// ---------------------------------------------------------------- accounts and sign-in (modules/auth)

const button = (href: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(href)}" style="background:#13204a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p><p style="margin:0 0 12px;font-size:12px;color:#6b7390">Or paste this link into your browser: ${escapeHtml(href)}</p>`;

const greeting = (name: string | null | undefined) => (name ? `Hi ${name},` : 'Hi,');
const SIGN_OFF = 'The Motorwise team';
const NOT_YOU =
  'If this was not you, reset your password from the sign-in page and contact support@motorwise.co.za.';

function actionMail(
  to: string,
  subject: string,
  title: string,
  before: string,
  link: { href: string; label: string } | null,
  after: string,
): MailMessage {
  const text = [before, link ? `${link.label}: ${link.href}` : null, after, SIGN_OFF]
    .filter(Boolean)
    .join('\n\n');
  const html = layout(
    title,
    `${paragraphs(before)}${link ? button(link.href, link.label) : ''}${paragraphs(`${after}\n\n${SIGN_OFF}`)}`,
  );
  return { to, subject, text, html };
}

export function confirmEmailMail(to: string, name: string | null, link: string, hours: number): MailMessage {
  return actionMail(
    to,
    'Confirm your e-mail address',
    'Confirm your e-mail address',
    `${greeting(name)}\n\nWelcome to Motorwise. Please confirm your e-mail address to finish creating your account.`,
    { href: link, label: 'Confirm e-mail address' },
    `The link works once and expires in ${hours} hours. If you did not create an account, ignore this mail.`,
  );
}

/** Someone registered with an address that already has an account: tell the owner, reveal nothing to the caller. */
export function alreadyRegisteredMail(
  to: string,
  name: string | null,
  loginLink: string,
  resetLink: string,
): MailMessage {
  return actionMail(
    to,
    'You already have a Motorwise account',
    'You already have an account',
    `${greeting(name)}\n\nSomeone (hopefully you) tried to register on Motorwise with this e-mail address, which already has an account. You can sign in at ${loginLink}, or reset your password at ${resetLink}.`,
    null,
    'If this was not you, you can ignore this mail: your account has not changed.',
  );
}

export function passwordResetMail(
  to: string,
  name: string | null,
  link: string,
  minutes: number,
): MailMessage {
  return actionMail(
    to,
    'Reset your Motorwise password',
    'Reset your password',
    `${greeting(name)}\n\nWe received a request to reset the password of your Motorwise account.`,
    { href: link, label: 'Choose a new password' },
    `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
  );
}

export function setPasswordMail(to: string, name: string | null, link: string, minutes: number): MailMessage {
  return actionMail(
    to,
    'Your Motorwise account is ready',
    'Set your password',
    `${greeting(name)}\n\nAn administrator created a Motorwise account for you. Choose a password to start using it.`,
    { href: link, label: 'Choose a password' },
    `The link works once and expires in ${minutes} minutes. When it has expired, use "Forgot password" on the sign-in page.`,
  );
}

export function passwordChangedMail(to: string, name: string | null): MailMessage {
  return actionMail(
    to,
    'Your Motorwise password was changed',
    'Your password was changed',
    `${greeting(name)}\n\nThe password of your Motorwise account was just changed, and every device was signed out.`,
    null,
    NOT_YOU,
  );
}

export function newDeviceSignInMail(
  to: string,
  name: string | null,
  device: { when: string; ip: string; userAgent: string | null },
): MailMessage {
  return actionMail(
    to,
    'New sign-in to your Motorwise account',
    'New sign-in',
    `${greeting(name)}\n\nYour Motorwise account was signed in to from a device we have not seen before.\n\nWhen: ${device.when}\nIP address: ${device.ip}\nBrowser: ${device.userAgent ?? 'unknown'}`,
    null,
    `${NOT_YOU} You can also sign out everywhere from your account page.`,
  );
}

export function twoFactorChangedMail(to: string, name: string | null, enabled: boolean): MailMessage {
  const what = enabled ? 'turned on' : 'turned off';
  return actionMail(
    to,
    `Two-factor sign-in ${what}`,
    `Two-factor sign-in ${what}`,
    `${greeting(name)}\n\nTwo-factor sign-in with an authenticator app was just ${what} for your Motorwise account.`,
    null,
    NOT_YOU,
  );
}

export function inviteMail(
  to: string,
  input: {
    name: string | null;
    inviterName: string;
    organisationName: string;
    branchName: string | null;
    link: string;
    days: number;
  },
): MailMessage {
  const where = input.branchName ? `${input.organisationName} (${input.branchName})` : input.organisationName;
  return actionMail(
    to,
    `You are invited to join ${input.organisationName} on Motorwise`,
    'You are invited to Motorwise',
    `${greeting(input.name)}\n\n${input.inviterName} invited you to join ${where} on Motorwise.`,
    { href: input.link, label: 'Accept the invite' },
    `The invite works once and expires in ${input.days} days. If you did not expect it, ignore this mail.`,
  );
}

export function accountDeletedMail(to: string, name: string | null): MailMessage {
  return actionMail(
    to,
    'Your Motorwise account was deleted',
    'Your account was deleted',
    `${greeting(name)}\n\nAs you asked, we deleted your Motorwise account and erased your personal information. We keep only what tax law requires for invoices and payments, without your name or contact details.`,
    null,
    'If you did not ask for this, contact support@motorwise.co.za.',
  );
}

// ---------------------------------------------------------------- quote requests (decision 015)

export interface QuoteRequestMailInput {
  reference: string;
  requestType: string;
  vehicleName: string;
  items: string[];
  datesRequested: string[];
  suburb: string | null;
}

const requestSummary = (r: QuoteRequestMailInput) =>
  [
    `Reference: ${r.reference}`,
    `Request: ${r.requestType}`,
    `Vehicle: ${r.vehicleName}`,
    `Items: ${r.items.join(', ')}`,
    `Preferred dates: ${r.datesRequested.join(', ')}`,
    r.suburb ? `Area: ${r.suburb}` : null,
  ]
    .filter(Boolean)
    .join('\n');

/** To each workshop user of a chosen workshop: a new request to quote for, with a link to their portal. */
export function quoteRequestToWorkshopMail(
  to: string,
  input: QuoteRequestMailInput & { name: string | null; workshopName: string; link: string },
): MailMessage {
  return actionMail(
    to,
    `New quote request ${input.reference} for ${input.workshopName}`,
    'A new quote request',
    `${greeting(input.name)}\n\nA customer asked ${input.workshopName} for a quote on Motorwise.\n\n${requestSummary(input)}`,
    { href: input.link, label: 'Open the request' },
    'Quotes sent sooner are chosen more often.',
  );
}

/** To the applicant: the request is in, with a link back to it (a guest's carries their e-mail address). */
export function quoteRequestConfirmationMail(
  to: string,
  input: QuoteRequestMailInput & { name: string | null; workshopCount: number; link: string },
): MailMessage {
  const workshops = `${input.workshopCount} ${input.workshopCount === 1 ? 'workshop' : 'workshops'}`;
  return actionMail(
    to,
    `Your quote request ${input.reference}`,
    'Your quote request is in',
    `${greeting(input.name)}\n\nThank you. We sent your request to ${workshops}; you will receive their quotes by e-mail and can compare them on Motorwise.\n\n${requestSummary(input)}`,
    { href: input.link, label: 'View your request' },
    'Keep your reference number for any questions.',
  );
}

/** To a guest who chose '2' (view previous requests): a link to each of their open requests. */
export function previousRequestsMail(
  to: string,
  requests: { reference: string; vehicleName: string; dateCreated: Date; link: string }[],
): MailMessage {
  const list = requests
    .map((r) => `${r.reference}, ${r.vehicleName}, asked on ${formatDate(r.dateCreated)}: ${r.link}`)
    .join('\n');
  return actionMail(
    to,
    'Your open quote requests',
    'Your open quote requests',
    `${greeting(null)}\n\nYou asked to see your previous requests on Motorwise. ${
      requests.length === 1 ? 'This one is' : 'These are'
    } still open:\n\n${list}`,
    { href: requests[0]!.link, label: `View ${requests[0]!.reference}` },
    'If you did not ask for this, you can ignore this e-mail: nothing has changed.',
  );
}

// ---------------------------------------------------------------- quotes and jobs (decision 020)

export interface QuoteEventMailInput {
  name: string | null;
  subject: string;
  title: string;
  /** What happened, in a sentence or two (plain text; escaped here). */
  body: string;
  /** The screen the mail is about. */
  link: string;
  linkLabel: string;
  after?: string;
}

/** Every step of a quote and its job, to the customer or to the workshop's staff: one shape, a link to the screen. */
export function quoteEventMail(to: string, input: QuoteEventMailInput): MailMessage {
  return actionMail(
    to,
    input.subject,
    input.title,
    `${greeting(input.name)}\n\n${input.body}`,
    { href: input.link, label: input.linkLabel },
    input.after ?? 'You can reply and follow every step on Motorwise.',
  );
}

// ---------------------------------------------------------------- workshop applications (decision 062)

export interface WorkshopApplicationMailInput {
  name: string;
  tradingName: string;
  reference: string;
}

/** To the applicant: we have the application, and what happens next. */
export function workshopApplicationReceivedMail(to: string, a: WorkshopApplicationMailInput): MailMessage {
  return actionMail(
    to,
    `We received your application (${a.reference})`,
    'We received your application',
    `${greeting(a.name)}\n\nThank you for applying to join Motorwise as a partner workshop with ${a.tradingName}. Your reference is ${a.reference}.\n\nWe check every application and its documents, usually within three business days, and will e-mail you when we have decided or if we need anything more.`,
    null,
    'If you did not apply, you can ignore this mail.',
  );
}

/** To support: a new application is waiting for review. */
export function workshopApplicationToSupportMail(
  supportEmail: string,
  a: WorkshopApplicationMailInput & { email: string; link: string },
): MailMessage {
  return actionMail(
    supportEmail,
    `[Application ${a.reference}] ${a.tradingName}`,
    'A workshop applied to join',
    `${a.tradingName} applied to join Motorwise (reference ${a.reference}). Contact: ${a.name} <${a.email}>.`,
    { href: a.link, label: 'Review the application' },
    '',
  );
}

/** To the applicant: the admin's question, with the link to answer it. */
export function workshopApplicationInformationMail(
  to: string,
  a: WorkshopApplicationMailInput & { question: string; link: string },
): MailMessage {
  return actionMail(
    to,
    `We need more information about your application (${a.reference})`,
    'We need more information',
    `${greeting(a.name)}\n\nThank you for applying with ${a.tradingName}. Before we can decide, we need the following:\n\n${a.question}`,
    { href: a.link, label: 'Answer and add documents' },
    'The link works until we have decided on your application.',
  );
}

/** To the applicant: the application was declined, and why. */
export function workshopApplicationDeclinedMail(
  to: string,
  a: WorkshopApplicationMailInput & { reason: string },
): MailMessage {
  return actionMail(
    to,
    `Your application to Motorwise (${a.reference})`,
    'Your application was not approved',
    `${greeting(a.name)}\n\nThank you for applying to join Motorwise with ${a.tradingName}. We are sorry, but we cannot approve your application (reference ${a.reference}):\n\n${a.reason}`,
    null,
    'If things change, you are welcome to apply again. Questions: support@motorwise.co.za.',
  );
}

/** To the workshop: an admin hid a review of it, and why (decision 065). */
export function reviewHiddenMail(
  to: string,
  r: { workshopName: string; authorName: string; rating: number; reason: string },
): MailMessage {
  return actionMail(
    to,
    `A review of ${r.workshopName} was hidden`,
    'A review was hidden',
    `Hello ${r.workshopName},\n\nWe have hidden ${r.authorName}'s ${r.rating}-star review of your workshop. It no longer shows on your public page or counts in your rating.\n\nWhy: ${r.reason}`,
    null,
    'Questions: support@motorwise.co.za.',
  );
}

/** To the workshop: an admin withdrew one of its fixed prices, and why (decision 080). */
export function menuPriceWithdrawnMail(
  to: string,
  p: { workshopName: string; jobName: string; vehicleClass: string; price: string; reason: string },
): MailMessage {
  return actionMail(
    to,
    `Your fixed price for ${p.jobName} was withdrawn`,
    'A fixed price was withdrawn',
    `Hello ${p.workshopName},\n\nWe have withdrawn your fixed price for ${p.jobName} (${p.vehicleClass}, ${p.price}). Customers no longer see it or book it; bookings already made keep their price.\n\nWhy: ${p.reason}\n\nOnce it is right, you can change it and offer it again under Fixed prices in the workshop portal.`,
    null,
    'Questions: support@motorwise.co.za.',
  );
}

// ---------------------------------------------------------------- reminders (modules/reminders, decision 078)

export interface ReminderMailInput {
  subject: string;
  /** What is due, in a sentence or two. */
  says: string;
  /** The request the reminder starts, with the vehicle and items filled in. */
  link: string;
  /** The account page where reminders are turned off (a garage vehicle's, decision 078). */
  choicesLink?: string;
  /** A request's reminder (decision 079): the page that stops this kind at this address. */
  unsubscribeLink?: string;
}

/** A reminder: what is due, a button to a request filled in for it, and how to have no more of these. */
export function reminderMail(to: string, name: string | null, r: ReminderMailInput): MailMessage {
  return actionMail(
    to,
    r.subject,
    r.subject,
    `${greeting(name)}\n\n${r.says}`,
    { href: r.link, label: 'Get quotes' },
    r.unsubscribeLink
      ? `You get this reminder because you asked for one when you sent your request. To stop these reminders at this address, open this link: ${r.unsubscribeLink}`
      : `You get this reminder because of your vehicle in My Garage. To stop this kind of reminder for this vehicle, open this link: ${r.choicesLink}`,
  );
}

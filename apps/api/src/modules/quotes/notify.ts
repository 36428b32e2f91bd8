import { guestLinkEmail, QUOTE_SCREENS } from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { enqueue } from '../jobs/index';
import { type MailMessage, quoteEventMail } from '../mail/index';
import type { notifications } from '../notifications/index';
import type { QuoteRequestRow } from '../quote-requests/index';
import type { TextKind, textMessages } from '../text-messages/index';
import type { workshops } from '../workshops/index';
import type { QuoteRow } from './quotes.repo';

/**
 * Each step tells the other side (issue 10 item 6): a mail through the outbox and an in-app notification,
 * both written in the transaction of the change, so they leave only if it commits. Every mail links to the
 * screen it is about: the customer's /quotes/{uniqueId} (with the e-mail for requests outside a branch,
 * so a guest's link works), the workshop's /workshop/requests/{id} or /workshop/jobs/{quoteId}.
 */

export interface NotifyContext {
  publicUrl: string;
}

export interface Message {
  subject: string;
  title: string;
  body: string;
  linkLabel: string;
  after?: string;
  attachments?: MailMessage['attachments'];
  /** A written message (the branch's inbox) rather than an event (the events list); decision 027. */
  kind?: 'message';
  /** The toast's colour (a Mantine colour name); blue when not given. */
  color?: string;
  /**
   * A notification that matters also goes by SMS or WhatsApp to the applicant who chose them (decision
   * 074): its kind picks the text's wording (text-messages' wording.ts).
   */
  text?: TextKind;
}

export function customerLink(ctx: NotifyContext, request: QuoteRequestRow): string {
  return `${ctx.publicUrl}${QUOTE_SCREENS.customerQuotes(request.uniqueId, guestLinkEmail(request))}`;
}

/** What every notification about a request carries. */
function aboutRequest(request: QuoteRequestRow, m: Message) {
  return {
    quoteRequestId: request.id,
    quoteRequestUniqueId: request.uniqueId,
    title: m.title,
    message: m.body,
    smcReference: request.reference,
    vehicleName: request.vehicleName,
  };
}

/** What telling the two sides uses of the modules below (decision 058); wired once in index.ts. */
export interface NotifyDeps {
  notifications: Pick<typeof notifications, 'add'>;
  textMessages: Pick<typeof textMessages, 'notify'>;
  workshops: Pick<typeof workshops, 'staffContacts'>;
}

export function createNotify({ notifications, textMessages, workshops }: NotifyDeps) {
  /** To the request's applicant (and, in the app, to its branch or account). */
  async function tellCustomer(
    tx: DbOrTx,
    ctx: NotifyContext,
    request: QuoteRequestRow,
    m: Message,
  ): Promise<void> {
    await enqueue(tx, 'send_mail', {
      ...quoteEventMail(request.email, {
        name: request.firstName,
        subject: m.subject,
        title: m.title,
        body: m.body,
        link: customerLink(ctx, request),
        linkLabel: m.linkLabel,
        after: m.after,
      }),
      ...(m.attachments ? { attachments: m.attachments } : {}),
    });
    await notifications.add(tx, [
      {
        ...aboutRequest(request, m),
        userId: request.organizationBranchId ? null : request.userId,
        organizationBranchId: request.organizationBranchId,
        color: m.color,
        kind: m.kind,
      },
    ]);
    if (m.text) await textCustomer(tx, ctx, request, m.text);
  }

  /** The texts (SMS, WhatsApp) of a notification about a request, to its applicant if they chose them. */
  async function textCustomer(
    tx: DbOrTx,
    ctx: NotifyContext,
    request: QuoteRequestRow,
    kind: TextKind,
  ): Promise<void> {
    await textMessages.notify(tx, request.userId, kind, {
      reference: request.reference,
      link: customerLink(ctx, request),
    });
  }

  /**
   * To every person who works for the quote's workshop. `screen` picks the request or the job page. The
   * workshop's name, as read for the notice (undefined: no such workshop), for a caller's answer.
   */
  async function tellWorkshop(
    tx: DbOrTx,
    ctx: NotifyContext,
    quote: Pick<QuoteRow, 'id' | 'workshopId'>,
    request: QuoteRequestRow,
    screen: 'request' | 'job',
    m: Message,
  ): Promise<string | undefined> {
    // The workshop's name and its people's contacts in one read.
    const found = await workshops.staffContacts(tx, quote.workshopId);
    const people = found?.people ?? [];
    const link = `${ctx.publicUrl}${
      screen === 'job' ? QUOTE_SCREENS.workshopJob(quote.id) : QUOTE_SCREENS.workshopRequest(request.id)
    }`;
    const workshopName = found?.name ?? 'your workshop';
    for (const person of people) {
      await enqueue(
        tx,
        'send_mail',
        quoteEventMail(person.email, {
          name: person.firstName,
          subject: `${m.subject} (${workshopName})`,
          title: m.title,
          body: m.body,
          link,
          linkLabel: m.linkLabel,
          after: m.after,
        }),
      );
    }
    await notifications.add(tx, [
      ...people.map((p) => ({
        userId: p.id,
        quoteRequestId: request.id,
        title: m.title,
        message: m.body,
        smcReference: request.reference,
        vehicleName: request.vehicleName,
      })),
      // A branch's own message to the workshop goes to its inbox's Sent tab.
      ...(m.kind === 'message' && request.organizationBranchId
        ? [
            {
              ...aboutRequest(request, m),
              organizationBranchId: request.organizationBranchId,
              workshopName,
              kind: 'sent' as const,
            },
          ]
        : []),
    ]);
    return found?.name;
  }

  return { tellCustomer, textCustomer, tellWorkshop };
}

export type Notify = ReturnType<typeof createNotify>;

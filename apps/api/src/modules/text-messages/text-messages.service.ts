import {
  DEFAULT_QUIET_FROM,
  DEFAULT_QUIET_UNTIL,
  type DevText,
  type SaveTextSettingsInput,
  TEXT_CHANNELS,
  TEXT_CONSENT_MESSAGE,
  TEXT_NEEDS_PHONE_MESSAGE,
  TEXT_TIME_ZONE,
  type TextChannel,
  type TextChannelChoice,
  type TextDeliveryStatus,
  type TextSettings,
  toStoredPhone,
} from '@motorwise/shared';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { exportRow, type PersonalDataHook } from '../../lib/personal-data';
import type { customers } from '../accounts/index';
import type { enqueue, TextJob } from '../jobs/index';
import { sendTimeFor } from './quiet-hours';
import type { TextSenders } from './senders';
import type * as TextMessagesRepo from './text-messages.repo';
import * as repo from './text-messages.repo';
import { type TextFacts, type TextKind, textFor } from './wording';

/** Replies that switch a number's channel off, and on again (compared upper-cased, first word). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
export const START_WORDS = ['START', 'UNSTOP', 'SUBSCRIBE'];

/** A reply from a phone, as the inbound route reads it from any provider's shape. */
export interface InboundReply {
  /** The number, E.164 or international digits. */
  from: string;
  body: string;
}

/** A provider's report that one of its messages reached the phone, or did not. */
export interface DeliveryReport {
  providerMessageId: string;
  status: 'delivered' | 'failed';
}

/** A reply's number as stored (E.164): a local 0... number by the shared phone rules, else +<digits>. */
const asE164 = (n: string) => (n.trim().startsWith('0') ? toStoredPhone(n) : `+${n.replace(/[^\d]/g, '')}`);

function choiceView(row: repo.TextChoiceRow | undefined): TextChannelChoice {
  return row
    ? {
        optedIn: row.optedIn,
        changedAtUtc: row.changedAt.toISOString(),
        changedBy: row.changedBy as 'account' | 'reply',
      }
    : { optedIn: false, changedAtUtc: null, changedBy: null };
}

/** What the text messages service is given (decision 058). */
export interface TextMessagesServiceDeps {
  repo: Pick<
    typeof TextMessagesRepo,
    | 'choicesOf'
    | 'listDevTexts'
    | 'quietHoursOf'
    | 'setByPhone'
    | 'setSendStatus'
    | 'upsertChoice'
    | 'upsertQuietHours'
  >;
  customers: Pick<typeof customers, 'contactsOf'>;
  enqueue: typeof enqueue;
}

/**
 * Text messages (SMS and WhatsApp; decision 074): each person's choices (a channel on only with consent
 * and a mobile number; quiet hours), the texts a notification sends (one outbox job per text, in the
 * notification's transaction, delayed past quiet hours), replies from phones (STOP, START), and the
 * delivery the worker runs.
 */
export function createTextMessagesService({ repo, customers, enqueue }: TextMessagesServiceDeps) {
  async function phoneOf(db: DbOrTx, userId: string) {
    const [person] = await customers.contactsOf(db, [userId]);
    return { phone: person?.phone?.trim() || null, firstName: person?.firstName ?? null };
  }

  async function settings(db: DbOrTx, userId: string): Promise<TextSettings> {
    const { phone } = await phoneOf(db, userId);
    const choices = await repo.choicesOf(db, userId);
    const quiet = await repo.quietHoursOf(db, userId);
    const of = (channel: TextChannel) => {
      const row = choices.find((c) => c.channel === channel);
      // A choice made for another number is off until the person chooses again for this one.
      return choiceView(row && row.phone !== phone ? { ...row, optedIn: false } : row);
    };
    return {
      phone,
      sms: of('sms'),
      whatsapp: of('whatsapp'),
      quietFrom: quiet?.quietFrom ?? DEFAULT_QUIET_FROM,
      quietUntil: quiet?.quietUntil ?? DEFAULT_QUIET_UNTIL,
      timeZone: TEXT_TIME_ZONE,
    };
  }

  return {
    /** GET /api/user/loadTextSettings */
    settings: (db: DbOrTx, user: { id: string }) => settings(db, user.id),

    /**
     * POST /api/user/saveTextSettings: a channel switched on needs and records the consent for
     * the account's number; one switched off records when. Without a number nothing can be switched on.
     */
    async save(db: DbOrTx, user: { id: string }, input: SaveTextSettingsInput): Promise<TextSettings> {
      const current = await settings(db, user.id);
      const wanted = { sms: input.sms, whatsapp: input.whatsapp };
      const switchedOn = TEXT_CHANNELS.filter((c) => wanted[c] && !current[c].optedIn);
      if (switchedOn.length > 0 && !current.phone)
        throw badRequest({ [switchedOn[0]!]: [TEXT_NEEDS_PHONE_MESSAGE] });
      if (switchedOn.length > 0 && !input.consent) throw badRequest({ consent: [TEXT_CONSENT_MESSAGE] });
      const now = new Date();
      for (const channel of TEXT_CHANNELS) {
        if (wanted[channel] === current[channel].optedIn) continue;
        await repo.upsertChoice(db, {
          userId: user.id,
          channel,
          optedIn: wanted[channel],
          phone: current.phone ?? '',
          changedBy: 'account',
          ...(wanted[channel] ? { consentedAt: now } : {}),
        });
      }
      if (input.quietFrom !== current.quietFrom || input.quietUntil !== current.quietUntil)
        await repo.upsertQuietHours(db, user.id, input.quietFrom, input.quietUntil);
      return settings(db, user.id);
    },

    /**
     * The texts one notification sends (never instead of the in-app one or the mail): one outbox job per
     * channel the person chose for their current number, in the caller's transaction, to run at once or
     * when their quiet hours end. A guest (no account) or a person who chose nothing gets none.
     */
    async notify(
      tx: DbOrTx,
      userId: string | null | undefined,
      kind: TextKind,
      facts: Omit<TextFacts, 'firstName'>,
      now = new Date(),
    ): Promise<void> {
      if (!userId) return;
      const choices = (await repo.choicesOf(tx, userId)).filter((c) => c.optedIn);
      if (choices.length === 0) return;
      const { phone, firstName } = await phoneOf(tx, userId);
      const runAt = sendTimeFor(now, await repo.quietHoursOf(tx, userId));
      const text = textFor(kind, { ...facts, firstName });
      for (const choice of choices) {
        if (!phone || choice.phone !== phone) continue;
        const job: TextJob = {
          userId,
          channel: choice.channel as TextChannel,
          kind,
          to: phone,
          body: text.body,
          params: text.params,
        };
        await enqueue(tx, 'send_text', job, runAt > now ? { runAt } : {});
      }
    },

    /** GET /api/dev/texts (development only): the local inbox's texts, newest first. */
    async devTexts(db: DbOrTx): Promise<DevText[]> {
      return (await repo.listDevTexts(db)).map(({ text: t, delivery, deliveryAt }) => ({
        id: t.id,
        channel: t.channel as TextChannel,
        to: t.to,
        body: t.body,
        template: t.template,
        params: t.params ?? null,
        createdAt: t.createdAt.toISOString(),
        delivery: (delivery as TextDeliveryStatus | null) ?? null,
        deliveryAtUtc: deliveryAt?.toISOString() ?? null,
      }));
    },

    /**
     * Replies from phones (POST /api/texts/inbound/{channel}): STOP (and its synonyms) switches that
     * number's channel off at once, START on again; anything else is ignored. Returns how many choices changed.
     */
    async inbound(db: DbOrTx, channel: TextChannel, replies: InboundReply[]): Promise<number> {
      let changed = 0;
      for (const reply of replies) {
        const word =
          reply.body
            .trim()
            .split(/\s+/)[0]
            ?.toUpperCase()
            .replace(/[^A-Z]/g, '') ?? '';
        const optedIn = START_WORDS.includes(word) ? true : STOP_WORDS.includes(word) ? false : null;
        if (optedIn === null || !reply.from) continue;
        changed += await repo.setByPhone(db, asE164(reply.from), channel, optedIn);
      }
      return changed;
    },

    /**
     * Delivery reports (POST /api/texts/inbound/{channel}): a text still `sent` becomes `delivered` or
     * `failed`; reports of messages not ours are ignored. Returns how many texts changed.
     */
    async deliveryReports(db: DbOrTx, channel: TextChannel, reports: DeliveryReport[]): Promise<number> {
      let changed = 0;
      for (const r of reports)
        if (await repo.setSendStatus(db, channel, r.providerMessageId, r.status)) changed += 1;
      return changed;
    },
  };
}
export type TextMessagesService = ReturnType<typeof createTextMessagesService>;

/**
 * The worker's side (JobDeps.sendText): the person's choice is read again (a STOP, a switch-off, a new
 * number or an erasure since the job was written wins: nothing is sent), then the channel's provider sends.
 */
export function createTextDelivery(
  db: DbOrTx,
  senders: TextSenders,
  options: { templatePrefix: string; log?: (msg: string, extra: object) => void },
) {
  return async (job: TextJob): Promise<void> => {
    const choice = (await repo.choicesOf(db, job.userId)).find((c) => c.channel === job.channel);
    if (!choice?.optedIn || choice.phone !== job.to) {
      options.log?.('text not sent: the person no longer chose this channel', { channel: job.channel });
      return;
    }
    const sender = senders[job.channel];
    const id = await sender.send({
      to: job.to,
      body: job.body,
      template: { name: `${options.templatePrefix}${job.kind}`, params: job.params },
    });
    // Kept so the provider's delivery report can say how it went (a retry after this write sends again).
    await repo.insertSend(db, {
      userId: job.userId,
      channel: job.channel,
      kind: job.kind,
      provider: sender.kind,
      providerMessageId: id,
    });
    options.log?.('text sent', { channel: job.channel, providerMessageId: id });
  };
}

/**
 * POPIA: a person's text choices and quiet hours are in their export; erasure removes them (with the
 * account row, by cascade) and the development inbox's texts to their number.
 */
export const textMessagesPersonalData: PersonalDataHook = {
  async export(db, owner) {
    const quiet = await repo.quietHoursOf(db, owner.id);
    return {
      textChoices: (await repo.choicesOf(db, owner.id)).map(exportRow),
      textQuietHours: quiet ? exportRow(quiet) : null,
      textSends: (await repo.sendsOf(db, owner.id)).map(exportRow),
    };
  },
  async erase(tx, context) {
    for (const choice of await repo.choicesOf(tx, context.id)) await repo.deleteDevTextsTo(tx, choice.phone);
    await repo.deleteChoicesOf(tx, context.id);
  },
};

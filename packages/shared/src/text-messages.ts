import { z } from 'zod';

/**
 * Text messages (SMS and WhatsApp; decision 074): the channels a person may choose, their choices as the
 * account page shows and saves them, and the development inbox's list of texts.
 */

export const TEXT_CHANNELS = ['sms', 'whatsapp'] as const;
export const TextChannelSchema = z.enum(TEXT_CHANNELS);
export type TextChannel = z.infer<typeof TextChannelSchema>;
export const TEXT_CHANNEL_LABELS: Record<TextChannel, string> = { sms: 'SMS', whatsapp: 'WhatsApp' };

/** The time zone quiet hours are read in. */
export const TEXT_TIME_ZONE = 'Africa/Johannesburg';
/** No texts between these local times unless the person chooses others. */
export const DEFAULT_QUIET_FROM = '20:00';
export const DEFAULT_QUIET_UNTIL = '07:00';

/** A person without a mobile number cannot choose texts. */
export const TEXT_NEEDS_PHONE_MESSAGE =
  'Add your mobile number on the Profile tab first: we can only send texts to a number you gave us.';
/** POPIA: a channel is switched on only with the person's consent. */
export const TEXT_CONSENT_MESSAGE = 'Please agree to receive text messages before switching a channel on.';
export const TEXT_CONSENT_TEXT =
  'I agree that Motorwise may send me text messages about my quotes, bookings, invoices and payments on the channels I chose. I can switch them off here or reply STOP at any time.';

const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const QuietTimeSchema = z
  .string()
  .trim()
  .regex(TIME_PATTERN, { error: 'Please enter a time as HH:MM (00:00 to 23:59).' });

/** One channel as it stands: on or off, since when, and whether by the account page or a reply (STOP). */
export const TextChannelChoiceSchema = z.object({
  optedIn: z.boolean(),
  changedAtUtc: z.string().nullable(),
  changedBy: z.enum(['account', 'reply']).nullable(),
});
export type TextChannelChoice = z.infer<typeof TextChannelChoiceSchema>;

/** GET /api/user/loadTextSettings */
export const TextSettingsSchema = z.object({
  /** The account's mobile number in E.164 (+27...), or null: texts cannot be chosen without one. */
  phone: z.string().nullable(),
  sms: TextChannelChoiceSchema,
  whatsapp: TextChannelChoiceSchema,
  quietFrom: z.string(),
  quietUntil: z.string(),
  timeZone: z.string(),
});
export type TextSettings = z.infer<typeof TextSettingsSchema>;

/**
 * POST /api/user/saveTextSettings: switching a channel on (from off) needs `consent` (the API checks it
 * against what was chosen before; a channel already on needs no new consent to change quiet hours).
 */
export const SaveTextSettingsSchema = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  consent: z.boolean().default(false),
  quietFrom: QuietTimeSchema,
  quietUntil: QuietTimeSchema,
});
export type SaveTextSettingsInput = z.input<typeof SaveTextSettingsSchema>;

/**
 * How a text's delivery went, as its provider's callback reports it (decision 074): `sent` once handed to the
 * provider, then `delivered` or `failed`.
 */
export const TEXT_DELIVERY_STATUSES = ['sent', 'delivered', 'failed'] as const;
export const TextDeliveryStatusSchema = z.enum(TEXT_DELIVERY_STATUSES);
export type TextDeliveryStatus = z.infer<typeof TextDeliveryStatusSchema>;
export const TEXT_DELIVERY_LABELS: Record<TextDeliveryStatus, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Not delivered',
};

/** GET /api/dev/texts (development only): the texts the app kept instead of sending, newest first. */
export const DevTextSchema = z.object({
  id: z.string(),
  channel: TextChannelSchema,
  to: z.string(),
  body: z.string(),
  /** WhatsApp: the template's name and its parameters, as a provider would get them. */
  template: z.string().nullable(),
  params: z.array(z.string()).nullable(),
  createdAt: z.string(),
  /**
   * Its delivery as recorded, and when (null: none recorded). Defaults to null when absent, so a web build
   * reading an older API still parses.
   */
  delivery: TextDeliveryStatusSchema.nullable().default(null),
  deliveryAtUtc: z.string().nullable().default(null),
});
export type DevText = z.infer<typeof DevTextSchema>;
export const DevTextListSchema = z.array(DevTextSchema);

/** POST /api/texts/inbound/{channel}: the shared secret, for a provider that cannot send a header. */
export const TextInboundQuerySchema = z.object({ secret: z.string().max(200).optional() });
/** A provider's webhook body as it sends it (BulkSMS's list of messages, WhatsApp's entries): read leniently. */
export const TextInboundBodySchema = z.unknown();
/**
 * GET /api/texts/inbound/{channel}: Meta's verification handshake for the WhatsApp webhook
 * (`hub.mode=subscribe`, the verify token typed into Meta's dashboard, and a challenge to echo).
 */
export const TextInboundVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
/** POST /api/texts/inbound/{channel}: what the route answers a provider. */
export const TextInboundAnswerSchema = z.object({
  /** Choices the replies changed (STOP, START). */
  received: z.number().int(),
  /** Texts whose delivery the call's reports changed (present when any did). */
  reports: z.number().int().optional(),
});

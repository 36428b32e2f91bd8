import type { Contract } from './entry';

/** Text messages (SMS and WhatsApp; decision 074): a person's choices, and the providers' replies. */
export const TEXT_MESSAGES_API = {
  /** The caller's text message choices (channels, consent, quiet hours) */
  getTextSettings: { method: 'GET', path: '/api/user/loadTextSettings', answer: 'TextSettingsSchema' },
  /** Save the caller's text message choices; switching a channel on needs consent and a mobile number */
  saveTextSettings: {
    method: 'POST',
    path: '/api/user/saveTextSettings',
    body: 'SaveTextSettingsSchema',
    answer: 'TextSettingsSchema',
  },
  /** Receive a provider's replies and delivery reports (STOP, START); authenticated by a shared secret */
  textInbound: {
    method: 'POST',
    path: '/api/texts/inbound/{channel}',
    query: 'TextInboundQuerySchema',
    body: 'TextInboundBodySchema',
    answer: 'TextInboundAnswerSchema',
  },
  /** Answer Meta's webhook verification handshake (WhatsApp): echoes hub.challenge as plain text */
  textInboundVerify: {
    method: 'GET',
    path: '/api/texts/inbound/{channel}',
    query: 'TextInboundVerifyQuerySchema',
  },
} as const satisfies Contract;

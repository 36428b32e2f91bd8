import type { Contract } from './entry';

/** The proof-of-work challenge public forms send with them. */
export const BOTCHECK_API = {
  /** Get a proof-of-work challenge for the bot check (guests' forms) */
  getBotCheckChallenge: {
    method: 'GET',
    path: '/api/botcheck/challenge',
    answer: 'BotCheckChallengeSchema',
  },
} as const satisfies Contract;

import { z } from 'zod';

/**
 * GET /api/botcheck/challenge: ALTCHA's proof-of-work challenge, as altcha-lib makes it and the widget
 * reads it (passed through whole).
 */
export const BotCheckChallengeSchema = z
  .looseObject({})
  .describe('An ALTCHA proof-of-work challenge (altcha-lib format).');

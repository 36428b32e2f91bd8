import { BOTCHECK_API } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';

/** ALTCHA's challenge, as altcha-lib makes it and the widget reads it: passed through whole. */
const ChallengeSchema = z.looseObject({}).describe('An ALTCHA proof-of-work challenge (altcha-lib format).');

/** A fresh proof-of-work challenge for the browser's bot-check widget (guest write forms). */
export function botCheckRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.route({
      ...at(BOTCHECK_API.getBotCheckChallenge),
      schema: {
        summary: "Get a proof-of-work challenge for the bot check (guests' forms)",
        operationId: 'GetBotCheckChallenge',
        response: { 200: ChallengeSchema },
      },
      config: { access: 'public' },
      handler: deps.botCheck.challengeHandler,
    });
  };
}

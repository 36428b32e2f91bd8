import { BOTCHECK_API, BotCheckChallengeSchema } from '@motorwise/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/contract';

/** A fresh proof-of-work challenge for the browser's bot-check widget (guest write forms). */
export function botCheckRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.route({
      ...at(BOTCHECK_API.getBotCheckChallenge),
      schema: {
        summary: "Get a proof-of-work challenge for the bot check (guests' forms)",
        operationId: 'GetBotCheckChallenge',
        response: { 200: BotCheckChallengeSchema },
      },
      config: { access: 'public' },
      handler: deps.botCheck.challengeHandler,
    });
  };
}

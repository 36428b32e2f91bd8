import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';

/** A fresh proof-of-work challenge for the browser's bot-check widget (guest write forms). */
export function botCheckRoutes(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    app.get('/api/botcheck/challenge', { config: { access: 'public' } }, deps.botCheck.challengeHandler);
  };
}

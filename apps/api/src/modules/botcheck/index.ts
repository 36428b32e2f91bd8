export { botCheckRoutes } from './botcheck.routes';
export { type BotCheck, type BotCheckOptions, CHALLENGE_TTL_MS, createBotCheck } from './botcheck.service';

export { botCheckRoutes } from './botcheck.routes';
export {
  BOT_CHECK_MESSAGES,
  type BotCheck,
  type BotCheckOptions,
  CHALLENGE_TTL_MS,
  createBotCheck,
} from './botcheck.service';

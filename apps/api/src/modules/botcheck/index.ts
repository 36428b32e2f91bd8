export {
  BOT_CHECK_MESSAGES,
  type BotCheck,
  createBotCheck,
} from './botcheck.service';

import { customers } from '../accounts/index';
import { enqueue } from '../jobs/index';
import * as repo from './text-messages.repo';
import { createTextMessagesService } from './text-messages.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const textMessages = createTextMessagesService({ repo, customers, enqueue });
export {
  createInboxTextSender,
  createTextSenders,
  type OutgoingText,
  type TextMessageSender,
  type TextSenders,
} from './senders';
export {
  createTextDelivery,
  createTextMessagesService,
  type TextMessagesService,
  type TextMessagesServiceDeps,
  textMessagesPersonalData,
} from './text-messages.service';
export { type TextFacts, type TextKind, textFor } from './wording';

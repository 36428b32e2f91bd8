import { customerActing } from './customer-acting.service';
import { customerFiles } from './customer-files.service';
import { customerMessages } from './customer-messages.service';
import { customerReading } from './customer-reading.service';

/**
 * The customer's side of quotes (spec: the Quotes call table; decision 020), one file per job: reading a
 * request's quotes, acting on them through the lifecycle, writing to the workshop (messages, reviews), and
 * the files (attachments, invoice, photos).
 */
export const customerQuotes = {
  ...customerReading,
  ...customerActing,
  ...customerMessages,
  ...customerFiles,
};

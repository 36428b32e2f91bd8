import { type CustomerActingDeps, createCustomerActing } from './customer-acting.service';
import { type CustomerFilesDeps, createCustomerFiles } from './customer-files.service';
import { type CustomerMessagesDeps, createCustomerMessages } from './customer-messages.service';
import { type CustomerReadingDeps, createCustomerReading } from './customer-reading.service';

/** What the customer's side is given: its repo's functions and the modules below it that its parts use. */
export type CustomerQuotesServiceDeps = CustomerReadingDeps &
  CustomerActingDeps &
  CustomerMessagesDeps &
  CustomerFilesDeps;

/**
 * The customer's side of quotes (spec: the Quotes call table; decision 020), one file per job: reading a
 * request's quotes, acting on them through the lifecycle, writing to the workshop (messages, reviews), and
 * the files (attachments, invoice, photos). Wired once in index.ts.
 */
export function createCustomerQuotesService(deps: CustomerQuotesServiceDeps) {
  return {
    ...createCustomerReading(deps),
    ...createCustomerActing(deps),
    ...createCustomerMessages(deps),
    ...createCustomerFiles(deps),
  };
}

export type CustomerQuotesService = ReturnType<typeof createCustomerQuotesService>;

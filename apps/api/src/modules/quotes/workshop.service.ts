import { workshopInvoicing } from './workshop-invoicing.service';
import { workshopJob } from './workshop-job.service';
import { workshopQuoting } from './workshop-quoting.service';
import { workshopRequests } from './workshop-requests.service';

/**
 * The workshop portal (decision 020), one file per stage: what it reads (incoming requests, reviews),
 * quoting, the job, invoicing and completion; the customer's texts in workshop.texts.ts.
 */
export const workshopPortal = {
  ...workshopRequests,
  ...workshopQuoting,
  ...workshopJob,
  ...workshopInvoicing,
};

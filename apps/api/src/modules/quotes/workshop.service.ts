import { createWorkshopInvoicing, type WorkshopInvoicingDeps } from './workshop-invoicing.service';
import { createWorkshopJob, type WorkshopJobDeps } from './workshop-job.service';
import { createWorkshopQuoting, type WorkshopQuotingDeps } from './workshop-quoting.service';
import { createWorkshopRequests, type WorkshopRequestsDeps } from './workshop-requests.service';

/** What the portal is given: its repo's functions and the modules below it that its stages use. */
export type WorkshopPortalServiceDeps = WorkshopRequestsDeps &
  Omit<WorkshopQuotingDeps, 'workshopRequests'> &
  Omit<WorkshopJobDeps, 'incoming'> &
  WorkshopInvoicingDeps;

/**
 * The workshop portal (decision 020), one file per stage: what it reads (incoming requests, reviews),
 * quoting, the job, invoicing and completion; the customer's texts in workshop.texts.ts. Wired once in
 * index.ts; the stages that show a request as the workshop reads it are given the reading stage's view.
 */
export function createWorkshopPortalService(deps: WorkshopPortalServiceDeps) {
  const { incoming, ...requests } = createWorkshopRequests(deps);
  return {
    ...requests,
    ...createWorkshopQuoting({ ...deps, workshopRequests: requests }),
    ...createWorkshopJob({ ...deps, incoming }),
    ...createWorkshopInvoicing(deps),
  };
}

export type WorkshopPortalService = ReturnType<typeof createWorkshopPortalService>;

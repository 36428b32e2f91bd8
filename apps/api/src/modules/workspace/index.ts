import { garage } from '../garage/index';
import { organisations } from '../organisations/index';
import { quoteRequests } from '../quote-requests/index';
import { quoteSharing, quotes } from '../quotes/index';
import { vehicles } from '../vehicles/index';
import { workshops } from '../workshops/index';
import { createWorkspaceService } from './workspace.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const workspace = createWorkspaceService({
  garage,
  organisations,
  quoteRequests,
  quoteSharing,
  quotes,
  vehicles,
  workshops,
});
export {
  createWorkspaceService,
  type WorkspaceService,
  type WorkspaceServiceDeps,
} from './workspace.service';

import * as repo from './contact.repo';
import { createContactService } from './contact.service';

/** The contact module's service, wired with its repo (decision 058). */
export const contact = createContactService({ repo });
export {
  type ContactService,
  type ContactServiceDeps,
  contactPersonalData,
  createContactService,
} from './contact.service';

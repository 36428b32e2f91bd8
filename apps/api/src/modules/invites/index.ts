import { organisations } from '../organisations/index';
import { workshops } from '../workshops/index';
import { createInviteService, type InviteServiceDeps } from './invites.service';

/**
 * The invites service, wired with the modules below it (decision 058); app.ts hands in what is the app's:
 * the sign-in service, the database and the config.
 */
export const invitesWith = (deps: Omit<InviteServiceDeps, 'organisations' | 'workshops'>) =>
  createInviteService({ ...deps, organisations, workshops });
export {
  createInviteService,
  type InviteService,
  type InviteServiceDeps,
  invitesPersonalData,
} from './invites.service';

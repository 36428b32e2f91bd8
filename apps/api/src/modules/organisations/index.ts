import type { PersonalDataHook } from '../../lib/personal-data';
import { customers } from '../accounts/index';
import { audit } from '../audit/index';
import { notifications } from '../notifications/index';
import { places } from '../places/index';
import * as repo from './organisations.repo';
import { createOrganisationsService } from './organisations.service';
import { createOrganisationsAdminService } from './organisations-admin.service';

/** The module's service, wired with its repo and the modules below it (decision 058). */
export const organisations = createOrganisationsService({ repo, customers, notifications, places });

/**
 * The administrators' organisations and partner programmes (decision 060). Every write is recorded in the audit
 * trail (decision 059).
 */
export const organisationsAdmin = createOrganisationsAdminService({ repo, organisations, places, audit });

/** POPIA: the membership (it goes with the account row, by cascade). */
export const organisationsPersonalData: PersonalDataHook = {
  export: async (db, owner) => ({ organisation: await organisations.exportFor(db, owner.id) }),
};

export {
  createOrganisationsService,
  type MemberRow,
  type OrganisationsService,
  type OrganisationsServiceDeps,
} from './organisations.service';
export {
  createOrganisationsAdminService,
  type OrganisationsAdminService,
  type OrganisationsAdminServiceDeps,
} from './organisations-admin.service';

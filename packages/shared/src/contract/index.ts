import { ACCOUNTS_API } from './accounts';
import { ADMIN_API } from './admin';
import { ADMIN_ORGANISATIONS_API } from './admin-organisations';
import { ADMIN_PEOPLE_API } from './admin-people';
import { ADMIN_WORKSHOPS_API } from './admin-workshops';
import { BOTCHECK_API } from './botcheck';
import { CATALOGUE_ADMIN_API } from './catalogue-admin';
import { CONTACT_API } from './contact';
import { DEV_MAIL_API } from './dev-mail';
import { DISPUTES_API } from './disputes';
import { pathOf } from './entry';
import { GARAGE_API } from './garage';
import { HEALTH_API } from './health';
import { INVITES_API } from './invites';
import { NOTIFICATIONS_API } from './notifications';
import { OPENAPI_API } from './openapi';
import { ORGANISATIONS_API } from './organisations';
import { PAYMENTS_API } from './payments';
import { PLACES_API } from './places';
import { PLATFORM_MONEY_API } from './platform-money';
import { PRIVACY_API } from './privacy';
import { QUOTE_REQUESTS_API } from './quote-requests';
import { QUOTES_API } from './quotes';
import { REPAIR_ITEMS_API } from './repair-items';
import { REVIEWS_API } from './reviews';
import { TEXT_MESSAGES_API } from './text-messages';
import { VEHICLES_API } from './vehicles';
import { WORKSHOP_APPLICATIONS_API } from './workshop-applications';
import { WORKSHOP_AVAILABILITY_API } from './workshop-availability';
import { WORKSHOPS_API } from './workshops';
import { WORKSPACE_API } from './workspace';

export type { Contract, ContractEntry, HttpMethod, PathParams } from './entry';
export {
  ACCOUNTS_API,
  ADMIN_API,
  ADMIN_ORGANISATIONS_API,
  ADMIN_PEOPLE_API,
  ADMIN_WORKSHOPS_API,
  BOTCHECK_API,
  CATALOGUE_ADMIN_API,
  CONTACT_API,
  DEV_MAIL_API,
  DISPUTES_API,
  GARAGE_API,
  HEALTH_API,
  INVITES_API,
  NOTIFICATIONS_API,
  OPENAPI_API,
  ORGANISATIONS_API,
  PAYMENTS_API,
  PLACES_API,
  PLATFORM_MONEY_API,
  PRIVACY_API,
  pathOf,
  QUOTE_REQUESTS_API,
  QUOTES_API,
  REPAIR_ITEMS_API,
  REVIEWS_API,
  TEXT_MESSAGES_API,
  VEHICLES_API,
  WORKSHOP_APPLICATIONS_API,
  WORKSHOP_AVAILABILITY_API,
  WORKSHOPS_API,
  WORKSPACE_API,
};

/** Every domain's calls (the API's contract test walks them; the web imports a domain, not this). */
export const CONTRACT = {
  accounts: ACCOUNTS_API,
  admin: ADMIN_API,
  adminOrganisations: ADMIN_ORGANISATIONS_API,
  adminPeople: ADMIN_PEOPLE_API,
  adminWorkshops: ADMIN_WORKSHOPS_API,
  botcheck: BOTCHECK_API,
  catalogueAdmin: CATALOGUE_ADMIN_API,
  contact: CONTACT_API,
  devMail: DEV_MAIL_API,
  disputes: DISPUTES_API,
  garage: GARAGE_API,
  health: HEALTH_API,
  invites: INVITES_API,
  notifications: NOTIFICATIONS_API,
  openapi: OPENAPI_API,
  organisations: ORGANISATIONS_API,
  payments: PAYMENTS_API,
  places: PLACES_API,
  platformMoney: PLATFORM_MONEY_API,
  privacy: PRIVACY_API,
  quoteRequests: QUOTE_REQUESTS_API,
  quotes: QUOTES_API,
  repairItems: REPAIR_ITEMS_API,
  reviews: REVIEWS_API,
  textMessages: TEXT_MESSAGES_API,
  vehicles: VEHICLES_API,
  workshopApplications: WORKSHOP_APPLICATIONS_API,
  workshopAvailability: WORKSHOP_AVAILABILITY_API,
  workshops: WORKSHOPS_API,
  workspace: WORKSPACE_API,
} as const;

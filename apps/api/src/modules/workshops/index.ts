import { files } from '../files/index';
import { places } from '../places/index';
import * as adminRepo from './admin.repo';
import { createWorkshopAdminService, type WorkshopAdminServiceDeps } from './admin.service';
import * as availabilityRepo from './availability.repo';
import {
  createWorkshopAvailabilityService,
  type WorkshopAvailabilityServiceDeps,
} from './availability.service';
import * as profileRepo from './profile.repo';
import { createWorkshopProfileService, type WorkshopProfileServiceDeps } from './profile.service';
import * as reviews from './reviews.repo';
import { createWorkshopReviewsService, type WorkshopReviewsServiceDeps } from './reviews.service';
import { createWorkshopMap, type WorkshopMapDeps } from './workshop-map';
import * as repo from './workshops.repo';
import { createWorkshopFinder, createWorkshopsService, type WorkshopFinderDeps } from './workshops.service';

/** The workshops module's service, wired with its repos and the places below it (decision 058). */
export const workshops = createWorkshopsService({ repo, reviews, places, admin: adminRepo });
/** The portal's workshop profile, wired here; app.ts gives it the database and the file store. */
export const workshopProfile = (deps: Pick<WorkshopProfileServiceDeps, 'db' | 'fileStore'>) =>
  createWorkshopProfileService({ repo, profileRepo, places, files, ...deps });
/**
 * The admin's editing of any workshop (decision 062); app.ts gives it the database, the file store and the
 * ports of the modules above (the people behind user ids, organisations, the audit).
 */
export const workshopAdmin = (
  deps: Pick<WorkshopProfileServiceDeps, 'db' | 'fileStore'> &
    Pick<WorkshopAdminServiceDeps, 'people' | 'organisations' | 'audit'>,
) =>
  createWorkshopAdminService({
    ...deps,
    repo,
    adminRepo,
    places,
    profile: workshopProfile({ db: deps.db, fileStore: deps.fileStore }),
  });
/** Review moderation and the workshop's reply (decision 065); app.ts hands in the audit port. */
export const workshopReviewsWith = (deps: Pick<WorkshopReviewsServiceDeps, 'audit'>) =>
  createWorkshopReviewsService({ reviews, ...deps });
export {
  createWorkshopAdminService,
  type WorkshopAdminService,
  type WorkshopAdminServiceDeps,
  type WorkshopOrganisationsPort,
  type WorkshopPeoplePort,
} from './admin.service';
export {
  createWorkshopProfileService,
  type WorkshopProfileService,
  type WorkshopProfileServiceDeps,
} from './profile.service';
export {
  createWorkshopReviewsService,
  type WorkshopReviewsService,
  type WorkshopReviewsServiceDeps,
} from './reviews.service';
/**
 * A workshop's diary (decision 075), wired with its repo; quotes, above, hands in its bookings per day (a
 * port) in its finder.ts, which the routes and the booking use.
 */
export const workshopAvailabilityWith = (ports: Pick<WorkshopAvailabilityServiceDeps, 'bookings'>) =>
  createWorkshopAvailabilityService({ repo: availabilityRepo, ...ports });
export {
  type BookingsPort,
  createWorkshopAvailabilityService,
  type WorkshopAvailabilityService,
  type WorkshopAvailabilityServiceDeps,
} from './availability.service';
/** Step 3's finder, wired with its repo; the module above hands in the jobs in progress (a port). */
export const workshopFinderWith = (ports: WorkshopFinderDeps) => createWorkshopFinder({ repo, ...ports });
/** The in-memory map of active workshops, wired with its repo; the module above hands in the port. */
export const workshopMapWith = (deps: Omit<WorkshopMapDeps, 'repo'>) => createWorkshopMap({ repo, ...deps });
export { createWorkshopMap, type WorkshopMap, type WorkshopMapDeps } from './workshop-map';
export {
  createWorkshopFinder,
  createWorkshopsService,
  type ReviewRow,
  type WorkshopFinder,
  type WorkshopFinderDeps,
  type WorkshopFinderRepoDeps,
  type WorkshopsService,
  type WorkshopsServiceDeps,
  workshopsPersonalData,
} from './workshops.service';

import { files } from '../files/index';
import { places } from '../places/index';
import { workshops } from '../workshops/index';
import * as repo from './workshop-applications.repo';
import {
  createWorkshopApplicationsService,
  type WorkshopApplicationsServiceDeps,
} from './workshop-applications.service';

/**
 * The workshop-applications module's public side (decision 062): its service, wired with its repo and the
 * modules below it; app.ts gives it the database, file store, config, the invites it builds, and the audit.
 */
export const workshopApplicationsWith = (
  deps: Pick<WorkshopApplicationsServiceDeps, 'db' | 'fileStore' | 'config' | 'invites' | 'audit'>,
) => createWorkshopApplicationsService({ ...deps, repo, files, places, workshops });
export type { WorkshopApplicationRow } from './workshop-applications.repo';
export {
  applicationReference,
  createWorkshopApplicationsService,
  type WorkshopApplicationsService,
  type WorkshopApplicationsServiceDeps,
} from './workshop-applications.service';

import type { AppDeps } from '../../app-deps';
import { workshopAvailabilityWith, workshopFinderWith, workshopMapWith } from '../workshops/index';
import { bookedOnDay, bookingsPerDay, inProgressCounts } from './quotes.repo';

/**
 * The workshops' finder and map need the jobs in progress per workshop, which this module counts: workshops
 * sits below quotes, so it declares the need as a port and this module hands in its count (decision 058).
 */
const jobsInProgress = inProgressCounts;

/** Step 3's workshops (the map by radius, the organisation's list) and a request's workshops. */
export const workshopFinder = workshopFinderWith({ jobsInProgress });

/** The in-memory map of active workshops with their jobs in progress (decision 037). */
export const createWorkshopMap = (deps: Pick<AppDeps, 'db' | 'pool' | 'directPool'>) =>
  workshopMapWith({ ...deps, jobsInProgress });

/** A workshop's diary with the bookings per day this module counts (decision 075). */
export const workshopAvailability = workshopAvailabilityWith({ bookings: { bookingsPerDay, bookedOnDay } });

import type { Contract } from './entry';

/** A workshop's opening hours, closures and daily capacity, and the drop-off slots with room (decision 075). */
export const WORKSHOP_AVAILABILITY_API = {
  /** Read the workshop's own opening hours, closures and daily capacity */
  getWorkshopAvailability: {
    method: 'GET',
    path: '/api/workshop/availability',
    answer: 'WorkshopAvailabilitySchema',
  },
  /** Change the workshop's own opening hours and daily capacity */
  updateWorkshopAvailability: {
    method: 'PUT',
    path: '/api/workshop/availability',
    body: 'UpdateWorkshopAvailabilitySchema',
    answer: 'WorkshopAvailabilitySchema',
  },
  /** Close the workshop for a range of days, with a reason */
  addWorkshopClosure: {
    method: 'POST',
    path: '/api/workshop/availability/closures',
    body: 'AddWorkshopClosureSchema',
    answer: 'WorkshopAvailabilitySchema',
  },
  /** Remove one of the workshop's closures */
  deleteWorkshopClosure: {
    method: 'DELETE',
    path: '/api/workshop/availability/closures/{id}',
    answer: 'WorkshopAvailabilitySchema',
  },
  /** List the days and drop-off times with room at workshops, between two dates */
  getDropOffSlots: {
    method: 'GET',
    path: '/api/PublicWorkshop/DropOffSlots',
    query: 'DropOffSlotsQuerySchema',
    answer: 'DropOffSlotsSchema',
  },
} as const satisfies Contract;

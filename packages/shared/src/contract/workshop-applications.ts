import type { Contract } from './entry';

/**
 * Workshop onboarding (issue 22 item 2, decision 062): a workshop applies from the public site and
 * answers the admin's questions through its link; the admin lists, reads, approves, asks for more, or
 * declines. The entry's name is the route's operationId in lower camel case.
 */
export const WORKSHOP_APPLICATIONS_API = {
  /** Apply to join as a partner workshop (public, bot check, documents) */
  postWorkshopApplication: {
    method: 'POST',
    path: '/api/workshop-applications',
    form: 'ApplyWorkshopSchema',
    answer: 'WorkshopApplicationReceivedSchema',
  },
  /** Read what the admin asked, through the applicant's link */
  getWorkshopApplicationReply: {
    method: 'GET',
    path: '/api/workshop-applications/reply/{token}',
    answer: 'ApplicationReplyViewSchema',
  },
  /** Answer the admin's question through the applicant's link (more documents may go with it) */
  postWorkshopApplicationReply: {
    method: 'POST',
    path: '/api/workshop-applications/reply/{token}',
    form: 'ApplicationReplySchema',
    answer: 'ApplicationReplyAnswerSchema',
  },
  /** List the applications by status (administrators) */
  getAdminWorkshopApplications: {
    method: 'GET',
    path: '/api/admin/workshop-applications',
    query: 'WorkshopApplicationsQuerySchema',
    answer: 'WorkshopApplicationsPageSchema',
  },
  /** Read one application with its documents (administrators) */
  getAdminWorkshopApplication: {
    method: 'GET',
    path: '/api/admin/workshop-applications/{id}',
    answer: 'WorkshopApplicationSchema',
  },
  /** Download one of an application's documents (administrators) */
  getAdminWorkshopApplicationDocument: {
    method: 'GET',
    path: '/api/admin/workshop-applications/{id}/documents/{fileId}',
  },
  /** Approve: creates the workshop and invites its first user (administrators) */
  approveWorkshopApplication: {
    method: 'POST',
    path: '/api/admin/workshop-applications/{id}/approve',
    answer: 'WorkshopApplicationSchema',
  },
  /** Ask the applicant for more information (administrators) */
  requestWorkshopApplicationInformation: {
    method: 'POST',
    path: '/api/admin/workshop-applications/{id}/request-information',
    body: 'RequestApplicationInformationSchema',
    answer: 'WorkshopApplicationSchema',
  },
  /** Decline with a reason (administrators) */
  declineWorkshopApplication: {
    method: 'POST',
    path: '/api/admin/workshop-applications/{id}/decline',
    body: 'DeclineApplicationSchema',
    answer: 'WorkshopApplicationSchema',
  },
} as const satisfies Contract;

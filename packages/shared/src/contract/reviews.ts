import type { Contract } from './entry';

/** Review moderation and the workshop's public reply (issue 22 item 7, decision 065). */
export const REVIEWS_API = {
  /** A workshop's reviews, hidden ones included (administrators) */
  getAdminWorkshopReviews: {
    method: 'GET',
    path: '/api/admin/workshops/{id}/reviews',
    answer: 'AdminReviewListSchema',
  },
  /** Hide a review with a reason; the workshop is told by mail (administrators) */
  postAdminReviewHide: {
    method: 'POST',
    path: '/api/admin/reviews/{id}/hide',
    body: 'HideReviewSchema',
    answer: 'AdminReviewSchema',
  },
  /** The chosen workshop's one public reply to a review of it */
  postWorkshopReviewReply: {
    method: 'POST',
    path: '/api/workshop/reviews/{id}/reply',
    body: 'ReviewReplySchema',
    answer: 'ReviewViewSchema',
  },
} as const satisfies Contract;

import type { AdminReview, ReviewView } from '@motorwise/shared';
import type { Db, DbOrTx } from '../../db/client';
import { notFound, transitionRefused } from '../../lib/errors';
import type { AuditActor, AuditPort } from '../audit/index';
import { enqueue } from '../jobs/index';
import { reviewHiddenMail } from '../mail/index';
import type * as ReviewsRepo from './reviews.repo';
import type { ReviewRow } from './reviews.repo';

export interface WorkshopReviewsServiceDeps {
  reviews: Pick<
    typeof ReviewsRepo,
    'allOf' | 'findReview' | 'hide' | 'setReply' | 'recomputeRating' | 'findByIds'
  >;
  /** The audit trail (decision 059): hiding is recorded in its transaction. */
  audit: AuditPort;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function adminReviewView(r: ReviewRow): AdminReview {
  return {
    id: r.id,
    workshopId: r.workshopId,
    authorName: r.authorName,
    rating: r.rating,
    review: r.review,
    createdAt: new Date(r.createdAt).toISOString(),
    hiddenAt: iso(r.hiddenAt),
    hiddenReason: r.hiddenReason,
    reply: r.reply,
  };
}

const moderated = (r: ReviewRow) => ({
  hiddenAt: iso(r.hiddenAt),
  hiddenReason: r.hiddenReason,
  reply: r.reply,
});

/**
 * Review moderation and the workshop's reply (issue 22 item 7, decision 065). An admin hides a review
 * with a reason: it leaves the public page, the quote comparison and the rating (recomputed in the same
 * transaction), the audit trail records it, and the workshop is told by mail (the outbox, same
 * transaction). A workshop replies once, publicly, to a review of its own.
 */
export function createWorkshopReviewsService({ reviews, audit }: WorkshopReviewsServiceDeps) {
  return {
    async adminList(db: DbOrTx, workshopId: string): Promise<AdminReview[]> {
      return (await reviews.allOf(db, workshopId)).map(adminReviewView);
    },

    async hide(db: Db, actor: AuditActor, id: string, reason: string): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const hidden = await reviews.hide(tx, id, reason, actor.userId);
        if (!hidden) {
          const found = await reviews.findReview(tx, id);
          if (!found) throw notFound('The review');
          throw transitionRefused('This review is already hidden.');
        }
        await reviews.recomputeRating(tx, hidden.workshopId);
        await audit.record(tx, {
          actor,
          action: 'review.hide',
          targetType: 'review',
          targetId: id,
          before: { ...moderated(hidden), hiddenAt: null, hiddenReason: null },
          after: moderated(hidden),
        });
        const [workshop] = await reviews.findByIds(tx, [hidden.workshopId]);
        if (workshop?.contactEmail)
          await enqueue(
            tx,
            'send_mail',
            reviewHiddenMail(workshop.contactEmail, {
              workshopName: workshop.name,
              authorName: hidden.authorName,
              rating: hidden.rating,
              reason,
            }),
          );
        return adminReviewView(hidden);
      });
    },

    /** `workshopId`: the caller's chosen workshop; another workshop's review is not found. */
    async reply(db: DbOrTx, workshopId: string, id: string, reply: string): Promise<ReviewView> {
      const row = await reviews.setReply(db, id, workshopId, reply);
      if (!row) {
        const found = await reviews.findReview(db, id);
        if (!found || found.workshopId !== workshopId || found.hiddenAt) throw notFound('The review');
        throw transitionRefused('You have already replied to this review.');
      }
      return {
        id: row.id,
        workshopId: row.workshopId,
        rating: row.rating,
        review: row.review,
        authorName: row.authorName,
        dateCreatedUtc: new Date(row.createdAt).toISOString(),
        reply: row.reply,
      };
    },
  };
}
export type WorkshopReviewsService = ReturnType<typeof createWorkshopReviewsService>;

import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/ids';
import * as repo from './reviews.repo';

export type { ReviewRow } from './reviews.repo';

/** Workshops as the quotes module shows them, and the reviews of jobs (decisions 020, 021). */
export const workshopsForQuotes = {
  findMany: (db: DbOrTx, ids: string[]) => repo.findByIds(db, [...new Set(ids.filter(isUuid))]),
  certificationsOf: (db: DbOrTx, ids: string[]) => repo.certificationsOf(db, ids.filter(isUuid)),
  newestReviewsOf: (db: DbOrTx, ids: string[], perWorkshop = 5) =>
    repo.newestReviewsOf(db, [...new Set(ids.filter(isUuid))], perWorkshop),
  reviewsForQuotes: (db: DbOrTx, quoteIds: string[]) => repo.forQuotes(db, quoteIds.filter(isUuid)),
  reviewsOf: (db: DbOrTx, workshopIds: string[], limit = 100) =>
    repo.listOf(db, workshopIds.filter(isUuid), limit),
  ratingOf: repo.ratingOf,

  /** Adds a job's review and recomputes the workshop's rating; null if the job already has one. */
  async addReview(
    tx: DbOrTx,
    input: {
      workshopId: string;
      quoteId: string;
      userId: string | null;
      authorName: string;
      rating: number;
      review: string;
    },
  ) {
    const row = await repo.insert(tx, input);
    if (row) await repo.recomputeRating(tx, input.workshopId);
    return row;
  },
};

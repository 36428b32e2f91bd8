import {
  jobWords,
  reviewAspectsGood,
  reviewAspectsPoor,
  reviewClosers,
  reviewJobGood,
  reviewJobPoor,
  reviewOpeners,
} from './data/review-phrases';
import type { Customer } from './history-customers';
import { HOUR, iso } from './history-measures';
import type { HistoryRows, HistoryVehicle, HistoryWorkshop } from './history-types';
import type { Random } from './random';

/** Review star distributions to blend between: excellent workshops and weak ones (5, 4, 3, 2, 1 stars). */
const STARS_HIGH = [0.9, 0.08, 0.014, 0.004, 0.002];
const STARS_LOW = [0.26, 0.3, 0.2, 0.13, 0.11];
const meanOf = (p: number[]) => p.reduce((s, q, i) => s + q * (5 - i), 0);

/**
 * The reviews of one generated history (once per completed job, some jobs): a rating drawn around the
 * workshop's target, its text composed from review-phrases.json.
 */
export function createReviews(
  rnd: Random,
  ids: Random,
  rows: HistoryRows,
  now: number,
  ratingTarget: (w: HistoryWorkshop) => number,
) {
  const maybeReview = (
    w: HistoryWorkshop,
    quoteId: string,
    collectedAt: number,
    c: Customer,
    v: HistoryVehicle,
    firstItem: string,
  ) => {
    if (!rnd.chance(0.3)) return;
    const at = collectedAt + (0.5 + rnd.exponential(30)) * HOUR;
    if (at > now) return;
    const target = ratingTarget(w);
    const lambda = (target - meanOf(STARS_LOW)) / (meanOf(STARS_HIGH) - meanOf(STARS_LOW));
    const stars = STARS_HIGH.map((p, i) => lambda * p + (1 - lambda) * STARS_LOW[i]!);
    const rating = (5 - rnd.weighted([0, 1, 2, 3, 4], (i) => stars[i]!)) as 1 | 2 | 3 | 4 | 5;
    const fill = (s: string) =>
      s
        .replaceAll('{job}', jobWords[firstItem] ?? 'the work')
        .replaceAll('{vehicle}', v.range)
        .replaceAll('{contact}', w.contactName.split(' ')[0] ?? 'the team')
        .replaceAll('{workshop}', w.name);
    const good = rating >= 4;
    const parts = [rnd.pick(reviewOpeners[rating])];
    if (rnd.chance(0.8)) parts.push(rnd.pick(good ? reviewJobGood : reviewJobPoor));
    const aspects = good ? reviewAspectsGood : reviewAspectsPoor;
    const first = rnd.pick(aspects);
    parts.push(first);
    if (rnd.chance(0.4)) {
      const second = rnd.pick(aspects);
      if (second !== first) parts.push(second);
    }
    if (rnd.chance(0.45)) parts.push(rnd.pick(good ? reviewClosers.good : reviewClosers.poor));
    const text = fill(parts.join(' '));
    rows.workshopReviews.push({
      id: ids.uuid(),
      workshopId: w.id,
      quoteId,
      authorName: `${c.firstName} ${c.lastName[0]!.toUpperCase()}.`,
      rating,
      // A sentence may start with the job ('{job} took ...'): capitalise what follows a full stop.
      review: text.replace(/(^|[.!?]\s+)([a-z])/g, (_, p: string, ch: string) => p + ch.toUpperCase()),
      createdAt: iso(at),
    });
  };

  return maybeReview;
}

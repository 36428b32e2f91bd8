import { z } from 'zod';
import { loadJson } from './load';

/**
 * Sentence fragments the demo history composes its reviews from (review-phrases.json, read by
 * seed/history.ts): an opening by rating, a sentence about the job, one or two about how it went, and
 * sometimes a closing line. `{job}` is the job in words ("the major service"), `{vehicle}` the range
 * ("Polo Vivo"), `{contact}` the workshop's contact person's first name and `{workshop}` its name.
 */
const phrases = z.array(z.string().min(1)).min(1);

const reviewPhrasesSchema = z.strictObject({
  /** An opening sentence, by rating. */
  openers: z.strictObject({ 1: phrases, 2: phrases, 3: phrases, 4: phrases, 5: phrases }),
  /** About the job, good (4–5 stars). */
  jobGood: phrases,
  /** About the job, not so good (1–3 stars). */
  jobPoor: phrases,
  /** How it went: time, price, people, place (4–5 stars). */
  aspectsGood: phrases,
  /** How it went, not so good (1–3 stars). */
  aspectsPoor: phrases,
  closers: z.strictObject({ good: phrases, poor: phrases }),
  /** The job in words for a review, by the first requested item's name. */
  jobWords: z.record(z.string(), z.string().min(1)),
});

const reviewPhrases = loadJson('review-phrases.json', reviewPhrasesSchema);

export const reviewOpeners: Record<1 | 2 | 3 | 4 | 5, string[]> = reviewPhrases.openers;
export const reviewJobGood: string[] = reviewPhrases.jobGood;
export const reviewJobPoor: string[] = reviewPhrases.jobPoor;
export const reviewAspectsGood: string[] = reviewPhrases.aspectsGood;
export const reviewAspectsPoor: string[] = reviewPhrases.aspectsPoor;
export const reviewClosers: { good: string[]; poor: string[] } = reviewPhrases.closers;
export const jobWords: Record<string, string> = reviewPhrases.jobWords;

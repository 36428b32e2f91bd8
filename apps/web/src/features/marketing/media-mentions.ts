/** A piece of press coverage Motorwise actually received, with the outlet's permission to show its logo. */
export interface MediaMention {
  outlet: string;
  /** The article or broadcast itself. */
  href: string;
  /** The outlet's logo as supplied by the outlet (a file under public/media/press/), never redrawn by us. */
  logoUrl: string;
}

/**
 * Empty until there is real coverage to show (decision 035): the landing page never claims "as featured in"
 * an outlet that has not written about us, and never shows an outlet's wordmark without its permission.
 */
export const MEDIA_MENTIONS: MediaMention[] = [];

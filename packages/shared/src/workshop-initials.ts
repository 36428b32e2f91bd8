/**
 * Two letters for a workshop without a logo ("Rosebank Auto Clinic" → "RA"): the app's WorkshopLogo and the
 * workshop page's first HTML (apps/api web-app.ts) draw the same ones.
 */
export function workshopInitials(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

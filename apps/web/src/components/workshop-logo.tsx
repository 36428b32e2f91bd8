import { Avatar, Image } from '@mantine/core';

/** Two letters for a workshop without a logo ("Rosebank Auto Clinic" → "RA"). */
export function workshopInitials(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** A workshop's logo at the size shown (lazy), or its initials; decorative next to its name. */
export function WorkshopLogo({
  name,
  logoUrl,
  size,
}: {
  name: string;
  logoUrl: string | null;
  size: number;
}) {
  return logoUrl ? (
    <Image src={logoUrl} alt="" h={size} w={size} fit="contain" loading="lazy" />
  ) : (
    <Avatar size={size} radius="md" color="navy" variant="filled" aria-hidden="true">
      {workshopInitials(name)}
    </Avatar>
  );
}

import { Avatar, Image } from '@mantine/core';
import { workshopInitials } from '@motorwise/shared';

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

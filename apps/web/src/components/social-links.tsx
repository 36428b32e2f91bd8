import { ActionIcon, Group } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { COMPANY } from '@/lib/company';

const SOCIAL = [
  { label: 'Motorwise on Facebook', href: COMPANY.social.facebook, Icon: IconBrandFacebook },
  { label: 'Motorwise on Instagram', href: COMPANY.social.instagram, Icon: IconBrandInstagram },
  { label: 'Motorwise on LinkedIn', href: COMPANY.social.linkedin, Icon: IconBrandLinkedin },
  { label: 'Motorwise on X', href: COMPANY.social.x, Icon: IconBrandX },
];

/** Icon links to our social profiles; each has an accessible name since the icon has none. */
export function SocialLinks({
  className,
  variant = 'light',
}: {
  className?: string;
  variant?: 'light' | 'subtle';
}) {
  return (
    <Group gap="xs">
      {SOCIAL.map(({ label, href, Icon }) => (
        <ActionIcon
          key={label}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          variant={variant}
          size="lg"
          radius="xl"
          className={className}
        >
          <Icon size={18} aria-hidden="true" />
        </ActionIcon>
      ))}
    </Group>
  );
}

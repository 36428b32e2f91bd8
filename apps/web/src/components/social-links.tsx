import { ActionIcon, Group } from '@mantine/core';
import { SOCIAL } from './social-profiles';

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

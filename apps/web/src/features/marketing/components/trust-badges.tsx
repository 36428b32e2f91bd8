import { Group, Text } from '@mantine/core';
import { TRUST_BADGE_LABELS } from '@motorwise/shared';
import {
  IconBuildingBank,
  IconCertificate,
  IconLock,
  IconScale,
  IconShieldLock,
  IconStarFilled,
} from '@tabler/icons-react';

// The labels are shared with the server's HTML of /home (decision 082); the icons are the app's.
const ICONS = [IconLock, IconBuildingBank, IconShieldLock, IconScale, IconCertificate, IconStarFilled];
const BADGES = TRUST_BADGE_LABELS.map((label, index) => ({ label, icon: ICONS[index] ?? IconLock }));

/** Payment partners and standards we work to, shown as text badges (no remote logos). */
export function TrustBadges() {
  return (
    <Group gap="sm" justify="center" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {BADGES.map(({ icon: Icon, label }) => (
        <Group
          key={label}
          component="li"
          gap={8}
          wrap="nowrap"
          px="md"
          py={10}
          style={{
            border: '1px solid var(--mantine-color-navy-1)',
            borderRadius: 999,
            background: 'var(--mantine-color-white)',
          }}
        >
          <Icon size={18} aria-hidden="true" color="var(--mantine-color-navy-6)" />
          <Text fz="sm" fw={700} c="navy.8">
            {label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

import { Group, Text } from '@mantine/core';
import {
  IconBuildingBank,
  IconCertificate,
  IconLock,
  IconScale,
  IconShieldLock,
  IconStarFilled,
} from '@tabler/icons-react';

const BADGES = [
  { icon: IconLock, label: 'PayFast secure checkout' },
  { icon: IconBuildingBank, label: 'Paystack payments' },
  { icon: IconShieldLock, label: 'POPIA compliant' },
  { icon: IconScale, label: 'Consumer Protection Act' },
  { icon: IconCertificate, label: 'Accredited repairers' },
  { icon: IconStarFilled, label: 'Google rating 4.8' },
];

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

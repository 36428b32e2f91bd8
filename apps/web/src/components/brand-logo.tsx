import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect
        width="64"
        height="64"
        rx="14"
        fill="#0b1f3a"
        stroke="#ffffff"
        strokeOpacity="0.25"
        strokeWidth="2"
      />
      <path
        d="M14 46V20l18 16 18-16v26"
        fill="none"
        stroke="#fd9a27"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="50" r="3.5" fill="#ffffff" />
    </svg>
  );
}

/** The logo, linking home. The accessible name is the link's label, not the image. */
export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/home"
      aria-label="Motorwise home"
      onClick={onNavigate}
      style={{ textDecoration: 'none', color: 'inherit', borderRadius: 8 }}
    >
      <Group gap={10} wrap="nowrap" component="span">
        <BrandMark />
        <Text component="span" fw={800} fz={22} lh={1} style={{ letterSpacing: '-0.02em' }}>
          Motor<span style={{ color: 'var(--mantine-color-ember-4)' }}>wise</span>
        </Text>
      </Group>
    </Link>
  );
}

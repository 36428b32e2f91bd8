import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table: on a phone it scrolls sideways in its own box (the page never does), and a keyboard user
 * can reach and scroll it even when it holds no link or button (axe scrollable-region-focusable).
 */
export function SidewaysTable({
  label,
  minWidth = 640,
  children,
}: {
  label: string;
  minWidth?: number;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label}, scrolls sideways`}
    >
      {children}
    </Table.ScrollContainer>
  );
}

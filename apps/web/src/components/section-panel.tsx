import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered section of a page, named by its heading (the heading's id), as the quote and garage pages use. */
export function SectionPanel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={labelledBy}
    >
      {children}
    </Paper>
  );
}

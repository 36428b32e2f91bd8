import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro';

interface AuthShellProps {
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Under the lead in the band (e.g. where the user goes after signing in). */
  extra?: ReactNode;
  children: ReactNode;
  size?: 'narrow' | 'wide';
}

/** The frame of the sign-in pages: the account band, then one card that rises into it on large screens. */
export function AuthShell({ eyebrow, title, lead, extra, children, size = 'narrow' }: AuthShellProps) {
  return (
    <>
      <PageIntro eyebrow={eyebrow} title={title} lead={lead}>
        {extra}
      </PageIntro>
      <Container size={size === 'narrow' ? 560 : 760} py={{ base: 24, md: 48 }} px={{ base: 'sm', sm: 'md' }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm" pos="relative">
          {children}
        </Paper>
      </Container>
    </>
  );
}

import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-intro.module.css';
import { usePageTitle } from './use-page-title';

interface PageIntroProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
}

/**
 * The band at the top of every inner page: the page's one h1 over the backdrop the layout chose for
 * this path (about, contact and account pages each have their own image).
 */
export function PageIntro({ title, lead, eyebrow, children, documentTitle }: PageIntroProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <section className={classes.band} aria-labelledby="page-title">
      <Container size="lg" className={classes.inner}>
        <Stack gap="sm">
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Title order={1} id="page-title" className={classes.title}>
            {title}
          </Title>
          {lead && <Text className={classes.lead}>{lead}</Text>}
          {children}
        </Stack>
      </Container>
    </section>
  );
}

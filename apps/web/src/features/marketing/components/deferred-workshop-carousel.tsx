import { lazy, Suspense } from 'react';
import { WhenVisible } from '@/components/when-visible';

const WorkshopCarousel = lazy(() =>
  import('./workshop-carousel').then((m) => ({ default: m.WorkshopCarousel })),
);

/** Roughly the carousel's height, kept free so nothing moves when it arrives. */
const CAROUSEL_MIN_HEIGHT = 420;

/**
 * The partner carousel, far below the landing page's first screen: its code, schemas and data load when
 * someone scrolls near it, not with the first screen (issue 13, decision 034).
 */
export function DeferredWorkshopCarousel() {
  return (
    <WhenVisible minHeight={CAROUSEL_MIN_HEIGHT}>
      <Suspense fallback={<div style={{ minHeight: CAROUSEL_MIN_HEIGHT }} />}>
        <WorkshopCarousel />
      </Suspense>
    </WhenVisible>
  );
}

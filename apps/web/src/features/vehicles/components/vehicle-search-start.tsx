import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyWithQueries, loadQueryBoundary } from '@/lib/with-queries';
import type { VehicleSearchWidgetProps } from './vehicle-search-widget';

let widget: Promise<typeof import('./vehicle-search-widget')> | undefined;
/**
 * The search box's code (Mantine's Combobox with floating-ui, ~30 KB gzip), the answer's schema and the
 * query boundary it searches through.
 */
function preload() {
  widget ??= import('./vehicle-search-widget');
  // The schema's module, as vehicle-search-api's preloadVehicleSearch asks for it: the browser loads a
  // module once, and importing that file here would bring its query code to the landing page (082).
  void import('../api/vehicle-search-schema');
  void loadQueryBoundary();
  return widget;
}

// The widget searches through TanStack Query, whose code loads with it (decision 082).
const LazyWidget = lazyWithQueries(() => preload().then((m) => m.VehicleSearchWidget));

function StartButton({ loading = false, onStart }: { loading?: boolean; onStart?: () => void }) {
  return (
    <Button
      size="lg"
      color="ember.4"
      c="navy.9"
      fullWidth
      loading={loading}
      rightSection={<IconArrowRight size={20} aria-hidden="true" />}
      onPointerEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onStart}
    >
      Click to start
    </Button>
  );
}

/**
 * The landing page's vehicle search widget: the same 'Click to start' step, but the search box's code loads
 * only when someone is about to use it (pointer over or focus on the button, or the click), not with the
 * first screen (issue 13, decision 042). After the click the focus moves into the search box as before.
 */
export function VehicleSearchStart(props: Omit<VehicleSearchWidgetProps, 'defaultStarted' | 'autoFocus'>) {
  const [started, setStarted] = useState(false);
  if (!started) return <StartButton onStart={() => setStarted(true)} />;
  return (
    <Suspense fallback={<StartButton loading />}>
      <LazyWidget {...props} defaultStarted autoFocus />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { AfterLoad } from '@/components/after-load';
import { usePageTitle } from '@/components/use-page-title';
import { WhenVisible } from '@/components/when-visible';
import { Hero } from '@/features/marketing';
import type { NewQuoteLocationState } from '@/features/quote-requests';
import { VehicleSearchStart } from '@/features/vehicles';
import { useSession } from '@/lib/session';
import { lazyWithQueries } from '@/lib/with-queries';
import classes from './home.module.css';

// Below the first screen: loaded and drawn after the page's load event (decision 042), once it is on the
// screen or someone scrolls (decision 082). On a desktop it shows below the hero at once; on a phone the
// hero fills the first screen, so its code loads with the first scroll rather than with the page. The
// server's HTML carries these sections' words for crawlers, link previews and readers without JavaScript.
// They read through TanStack Query, whose code comes with theirs (decision 082).
const HomeSections = lazyWithQueries(() => import('./home-sections').then((m) => m.HomeSections));

// For signed-in people only: loaded after the first screen, not with it.
const GarageVehicleSelect = lazyWithQueries(() =>
  import('@/features/garage').then((m) => m.GarageVehicleSelect),
);

/** The landing page's vehicle search: a choice opens /new-quote with that vehicle. */
function HomeVehicleSearch() {
  const navigate = useNavigate();
  const { status } = useSession();
  const go = (state: NewQuoteLocationState) => navigate('/new-quote', { state });
  return (
    <VehicleSearchStart
      onSelectVehicle={(vehicle) => go({ vehicle })}
      onManualEntry={() => go({ manual: true })}
      garage={
        status === 'authenticated' ? (
          <Suspense fallback={null}>
            <GarageVehicleSelect onSelect={(garageVehicle) => navigate(`/new-quote/${garageVehicle.id}`)} />
          </Suspense>
        ) : null
      }
    />
  );
}

export function HomeRoute() {
  usePageTitle('Compare car service and repair quotes');
  return (
    <>
      <Hero search={<HomeVehicleSearch />} />

      <AfterLoad fallback={<div className={classes.belowFold} />}>
        <WhenVisible className={classes.belowFold} margin={0} onScroll>
          <Suspense fallback={<div className={classes.belowFold} />}>
            <HomeSections />
          </Suspense>
        </WhenVisible>
      </AfterLoad>
    </>
  );
}

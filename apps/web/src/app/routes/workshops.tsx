import { PageIntro } from '@/components/page-intro';
import { usePageMeta } from '@/components/use-page-meta';
import { WorkshopDirectory } from '@/features/workshops-directory';

const DIRECTORY_DESCRIPTION =
  'Find a Motorwise partner workshop near you: search by name, area, service and rating, read customer reviews and request a quote.';

/** spec /workshops: the directory (one workshop's page is workshop-page.tsx, its own code split). */
export function WorkshopsRoute() {
  usePageMeta('Partner workshops', DIRECTORY_DESCRIPTION);
  return (
    <>
      <PageIntro
        eyebrow="Partner workshops"
        title="Find a trusted workshop"
        lead="Independent and franchised workshops across South Africa, checked by Motorwise and rated by the customers they served."
      />
      <WorkshopDirectory />
    </>
  );
}

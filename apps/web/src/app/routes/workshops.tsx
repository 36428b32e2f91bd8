import { useParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { usePageMeta } from '@/components/use-page-meta';
import { WorkshopDirectory, WorkshopProfile } from '@/features/workshops-directory';

const DIRECTORY_DESCRIPTION =
  'Find a Motorwise partner workshop near you: search by name, area, service and rating, read customer reviews and request a quote.';

/** spec /workshops/{workshopName?}: the directory, or one workshop's page by its readable name. */
export function WorkshopsRoute() {
  const { workshopName } = useParams();
  return workshopName ? (
    <WorkshopProfile workshopKey={workshopName} key={workshopName} />
  ) : (
    <DirectoryRoute />
  );
}

function DirectoryRoute() {
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

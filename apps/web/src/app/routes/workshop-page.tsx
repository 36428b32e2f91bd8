import { type LoaderFunctionArgs, useLoaderData, useParams } from 'react-router';
import { getWorkshopProfile, WorkshopProfile } from '@/features/workshops-directory';

/**
 * The workshop's answer, fetched before the page first renders (decision 048): the app's first render then
 * draws the whole page in one transition, in short slices, instead of a spinner that the answer replaces
 * in one long task. A failed fetch gives undefined: the page asks again and shows what went wrong.
 */
export function workshopPageLoader({ params, request }: LoaderFunctionArgs) {
  return getWorkshopProfile(params.workshopName ?? '', request.signal).catch(() => undefined);
}

/**
 * spec /workshops/{workshopName}: one workshop's page by its readable name. A route of its own, so the page
 * loads none of the directory's search, filter and list code (decision 042).
 */
export function WorkshopPageRoute() {
  const { workshopName = '' } = useParams();
  const initial = useLoaderData<typeof workshopPageLoader>();
  return <WorkshopProfile workshopKey={workshopName} initial={initial} key={workshopName} />;
}

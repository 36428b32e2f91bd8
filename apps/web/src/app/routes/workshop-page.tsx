import { useParams } from 'react-router';
import { WorkshopProfile } from '@/features/workshops-directory';

/**
 * spec /workshops/{workshopName}: one workshop's page by its readable name. A route of its own, so the page
 * loads none of the directory's search, filter and list code (decision 042).
 */
export function WorkshopPageRoute() {
  const { workshopName = '' } = useParams();
  return <WorkshopProfile workshopKey={workshopName} key={workshopName} />;
}

import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/** spec: organisations see the active requests list at /; workshops their portal; everybody else /home. */
export function RootIndex() {
  const { isOrganisationUser, isWorkshopUser } = useSession();
  // Workshop users land in their portal (issue 10), not on the customer's pages.
  const to = isWorkshopUser ? '/workshop' : isOrganisationUser ? '/active-requests' : '/home';
  return <Navigate to={to} replace />;
}

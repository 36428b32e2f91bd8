import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';
import { ActiveRequestsPage } from './active-requests-page';

/** spec: organisations see the active requests list at /; everybody else goes to /home. */
export function RootIndex() {
  const { isOrganisationUser } = useSession();
  if (isOrganisationUser) return <ActiveRequestsPage />;
  return <Navigate to="/home" replace />;
}

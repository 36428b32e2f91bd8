import { Navigate } from 'react-router';
import { useSession } from '@/lib/session';

/** spec: organisations see the active requests list at /; everybody else goes to /home. */
export function RootIndex() {
  const { isOrganisationUser } = useSession();
  return <Navigate to={isOrganisationUser ? '/active-requests' : '/home'} replace />;
}

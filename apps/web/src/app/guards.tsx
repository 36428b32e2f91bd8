import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session';

/** spec: unauthenticated access to a login-required route redirects to /account/login with a returnUrl. */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  if (status !== 'authenticated') {
    const returnUrl = `${location.pathname}${location.search}`;
    return <Navigate to={`/account/login?returnUrl=${encodeURIComponent(returnUrl)}`} replace />;
  }
  return <Outlet />;
}

/** spec: /dashboard needs an organisation user; anyone else goes to /account/unauthorized/{path}. */
export function RequireOrganisation() {
  const { isOrganisationUser } = useSession();
  const { pathname } = useLocation();
  if (!isOrganisationUser) {
    return <Navigate to={`/account/unauthorized${pathname}`} replace />;
  }
  return <Outlet />;
}

/** The workshop portal is for workshop users; anyone else goes to /account/unauthorized/{path}. */
export function RequireWorkshop() {
  const { isWorkshopUser } = useSession();
  const { pathname } = useLocation();
  if (!isWorkshopUser) {
    return <Navigate to={`/account/unauthorized${pathname}`} replace />;
  }
  return <Outlet />;
}

import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
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

/**
 * A page a guest may see with the e-mail proof of their request (the payment result, decision 029): with
 * `emailAddress` in the query it opens, the API checking the proof; otherwise it needs a session.
 */
export function RequireAuthOrEmailProof() {
  const [params] = useSearchParams();
  if (params.get('emailAddress')?.trim()) return <Outlet />;
  return <RequireAuth />;
}

/**
 * A reminder's link (decision 079): a guest's request reminder carries its key and opens signed out, the API
 * checking the key; otherwise it needs a session.
 */
export function RequireAuthOrReminderKey() {
  const [params] = useSearchParams();
  if (params.get('key')?.trim()) return <Outlet />;
  return <RequireAuth />;
}

/** A page for one role: anyone else goes to /account/unauthorized/{path}. */
function RoleGate({ allowed }: { allowed: boolean }) {
  const { pathname } = useLocation();
  if (!allowed) return <Navigate to={`/account/unauthorized${pathname}`} replace />;
  return <Outlet />;
}

/** spec: /dashboard needs an organisation user. */
export function RequireOrganisation() {
  return <RoleGate allowed={useSession().isOrganisationUser} />;
}

/** The workshop portal is for workshop users. */
export function RequireWorkshop() {
  return <RoleGate allowed={useSession().isWorkshopUser} />;
}

/** /admin is for Motorwise's administrators; anyone else is told so (decision 059). */
export function RequireAdmin() {
  return <RoleGate allowed={useSession().isAdmin} />;
}

/** spec: /dashboard is the Admin Dashboard for admins (decision 059), else the organisation's. */
export function RequireOrganisationOrAdmin() {
  if (useSession().isAdmin) return <Navigate to="/admin" replace />;
  return <RequireOrganisation />;
}

/** /organisation is for organisation admins (decision 038). */
export function RequireOrganisationAdmin() {
  return <RoleGate allowed={useSession().isOrganisationAdmin} />;
}

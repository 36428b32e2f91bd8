import type { Session } from '@/lib/session';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The header's links for each kind of visitor (spec part 1, section 2):
 * - anonymous: Register, Login, FAQs, Contact, About, My Garage, Active Requests (and the QUOTE button);
 * - signed in: the same information links plus Account and Logout instead of Register and Login;
 * - organisation users: Dashboard (Admin Dashboard for admins), Active Requests, Account and Logout,
 *   with Events, Inbox, the branch picker and the global search beside them.
 */
export function primaryNavItems(
  session: Pick<Session, 'status' | 'isOrganisationUser' | 'isAdmin'>,
): NavItem[] {
  if (session.isOrganisationUser) {
    return [
      { label: session.isAdmin ? 'Admin Dashboard' : 'Dashboard', to: '/dashboard' },
      { label: 'Active Requests', to: '/active-requests' },
    ];
  }
  return [
    { label: 'FAQs', to: '/faq' },
    { label: 'Contact', to: '/contact' },
    { label: 'About', to: '/about' },
    { label: 'My Garage', to: '/my-garage' },
    { label: 'Active Requests', to: '/active-requests' },
  ];
}

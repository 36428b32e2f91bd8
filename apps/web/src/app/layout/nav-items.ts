import type { Session } from '@/lib/session';

export interface NavItem {
  label: string;
  to: string;
}

/** The workshop portal's pages (decision 022). */
export const WORKSHOP_NAV_ITEMS: NavItem[] = [
  { label: 'Overview', to: '/workshop' },
  { label: 'Requests', to: '/workshop/requests' },
  { label: 'Jobs', to: '/workshop/jobs' },
  { label: 'Statement', to: '/workshop/statement' },
  { label: 'Profile', to: '/workshop/profile' },
];

/**
 * The header's links for each kind of visitor (spec part 1, section 2):
 * - anonymous: Register, Login, FAQs, Contact, About, My Garage, Active Requests (and the QUOTE button);
 * - signed in: the same information links plus Account and Logout instead of Register and Login;
 * - organisation users: Dashboard (Admin Dashboard for admins), Active Requests, Account and Logout,
 *   with Events, Inbox, the branch picker and the global search beside them;
 * - workshop users: their portal's pages; Motorwise's administrators: Payouts besides.
 */
export function primaryNavItems(
  session: Pick<Session, 'status' | 'isOrganisationUser' | 'isAdmin'> &
    Partial<Pick<Session, 'isWorkshopUser'>>,
): NavItem[] {
  // Workshop users work in their portal (issue 10): its pages, not the customer's garage.
  if (session.isWorkshopUser) return WORKSHOP_NAV_ITEMS;
  if (session.isOrganisationUser) {
    return [
      { label: session.isAdmin ? 'Admin Dashboard' : 'Dashboard', to: '/dashboard' },
      { label: 'Active Requests', to: '/active-requests' },
    ];
  }
  const items = [
    { label: 'FAQs', to: '/faq' },
    { label: 'Contact', to: '/contact' },
    { label: 'About', to: '/about' },
    { label: 'My Garage', to: '/my-garage' },
    { label: 'Active Requests', to: '/active-requests' },
  ];
  // Motorwise's own staff also settle what the marketplace owes its workshops (decision 024).
  return session.isAdmin ? [...items, { label: 'Payouts', to: '/admin/payouts' }] : items;
}

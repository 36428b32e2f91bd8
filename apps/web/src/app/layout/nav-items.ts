import type { Session } from '@/lib/session';

/** The phone menu's icons, by name: the icons themselves load with the menu (header-drawer.tsx, 082). */
export type NavIconName =
  | 'dashboard'
  | 'requests'
  | 'jobs'
  | 'statement'
  | 'profile'
  | 'faq'
  | 'contact'
  | 'about'
  | 'garage';

export interface NavItem {
  label: string;
  to: string;
  /** Shown beside the label in the phone menu, like its other entries (Home, Account, Events...). */
  icon: NavIconName;
}

/** The workshop portal's pages (decision 022). */
export const WORKSHOP_NAV_ITEMS: NavItem[] = [
  { label: 'Overview', to: '/workshop', icon: 'dashboard' },
  { label: 'Requests', to: '/workshop/requests', icon: 'requests' },
  { label: 'Jobs', to: '/workshop/jobs', icon: 'jobs' },
  { label: 'Statement', to: '/workshop/statement', icon: 'statement' },
  { label: 'Profile', to: '/workshop/profile', icon: 'profile' },
];

/**
 * The header's links for each kind of visitor (spec part 1, section 2):
 * - anonymous: Register, Login, FAQs, Contact, About, My Garage, Active Requests (and the QUOTE button);
 * - signed in: the same information links plus Account and Logout instead of Register and Login;
 * - organisation users: Dashboard (Admin Dashboard for admins), Active Requests, Account and Logout,
 *   with Events, Inbox, the branch picker and the global search beside them;
 * - workshop users: their portal's pages; Motorwise's administrators: the Admin Dashboard (/admin)
 *   besides, whose own navigation holds payouts and refunds and the audit trail.
 */
export function primaryNavItems(
  session: Pick<Session, 'status' | 'isOrganisationUser' | 'isAdmin'> &
    Partial<Pick<Session, 'isWorkshopUser'>>,
): NavItem[] {
  // Workshop users work in their portal (issue 10): its pages, not the customer's garage.
  if (session.isWorkshopUser) return WORKSHOP_NAV_ITEMS;
  if (session.isOrganisationUser) {
    return [
      {
        label: session.isAdmin ? 'Admin Dashboard' : 'Dashboard',
        to: '/dashboard',
        icon: 'dashboard',
      },
      { label: 'Active Requests', to: '/active-requests', icon: 'requests' },
    ];
  }
  const items: NavItem[] = [
    { label: 'FAQs', to: '/faq', icon: 'faq' },
    { label: 'Contact', to: '/contact', icon: 'contact' },
    { label: 'About', to: '/about', icon: 'about' },
    { label: 'My Garage', to: '/my-garage', icon: 'garage' },
    { label: 'Active Requests', to: '/active-requests', icon: 'requests' },
  ];
  // Motorwise's own staff also settle what the marketplace owes its workshops (decision 024).
  // The admin area (/admin) has its own navigation: payouts and refunds, the audit trail (decision 059).
  return session.isAdmin ? [...items, { label: 'Admin Dashboard', to: '/admin', icon: 'dashboard' }] : items;
}

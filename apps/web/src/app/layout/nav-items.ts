import {
  type Icon,
  IconBuildingStore,
  IconCar,
  IconClipboardList,
  IconHelpCircle,
  IconInfoCircle,
  IconLayoutDashboard,
  IconMessageCircle,
  IconReceipt,
  IconTool,
} from '@tabler/icons-react';
import type { Session } from '@/lib/session';

export interface NavItem {
  label: string;
  to: string;
  /** Shown beside the label in the phone menu, like its other entries (Home, Account, Events...). */
  icon: Icon;
}

/** The workshop portal's pages (decision 022). */
export const WORKSHOP_NAV_ITEMS: NavItem[] = [
  { label: 'Overview', to: '/workshop', icon: IconLayoutDashboard },
  { label: 'Requests', to: '/workshop/requests', icon: IconClipboardList },
  { label: 'Jobs', to: '/workshop/jobs', icon: IconTool },
  { label: 'Statement', to: '/workshop/statement', icon: IconReceipt },
  { label: 'Profile', to: '/workshop/profile', icon: IconBuildingStore },
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
        icon: IconLayoutDashboard,
      },
      { label: 'Active Requests', to: '/active-requests', icon: IconClipboardList },
    ];
  }
  const items: NavItem[] = [
    { label: 'FAQs', to: '/faq', icon: IconHelpCircle },
    { label: 'Contact', to: '/contact', icon: IconMessageCircle },
    { label: 'About', to: '/about', icon: IconInfoCircle },
    { label: 'My Garage', to: '/my-garage', icon: IconCar },
    { label: 'Active Requests', to: '/active-requests', icon: IconClipboardList },
  ];
  // Motorwise's own staff also settle what the marketplace owes its workshops (decision 024).
  // The admin area (/admin) has its own navigation: payouts and refunds, the audit trail (decision 059).
  return session.isAdmin
    ? [...items, { label: 'Admin Dashboard', to: '/admin', icon: IconLayoutDashboard }]
    : items;
}

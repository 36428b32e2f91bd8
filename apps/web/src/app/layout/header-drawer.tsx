import { Divider, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconBuilding,
  IconBuildingStore,
  IconCar,
  IconClipboardList,
  IconHelpCircle,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLogin2,
  IconLogout,
  IconMessageCircle,
  IconReceipt,
  IconTool,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { NavLink } from 'react-router';
import type { Session } from '@/lib/session';
import classes from './header.module.css';
import {
  BranchPicker,
  Deferred,
  EventsMenu,
  GlobalSearch,
  InboxMenu,
  QuoteButton,
  WorkshopSwitcher,
} from './header-parts';
import type { NavIconName, NavItem } from './nav-items';

const NAV_ICONS = {
  dashboard: IconLayoutDashboard,
  requests: IconClipboardList,
  jobs: IconTool,
  statement: IconReceipt,
  profile: IconBuildingStore,
  faq: IconHelpCircle,
  contact: IconMessageCircle,
  about: IconInfoCircle,
  garage: IconCar,
} satisfies Record<NavIconName, unknown>;

function NavIcon({ name }: { name: NavIconName }) {
  const Icon = NAV_ICONS[name];
  return <Icon size={18} aria-hidden="true" />;
}

type BranchPickerProps = ComponentProps<typeof BranchPicker>;

/**
 * The phone menu: Mantine's drawer (its focus trap, scroll lock and transitions) with the menu's entries and
 * their icons. Loaded the first time the menu is opened (header.tsx), not with every page (decisions 034
 * and 082); it stays mounted after, so it can animate closed.
 */
export function HeaderDrawer({
  opened,
  onClose,
  session,
  items,
  showQuote,
  ownerId,
  branchId,
  branches,
  onBranchChanged,
}: {
  opened: boolean;
  onClose: () => void;
  session: Session;
  items: NavItem[];
  showQuote: boolean;
  ownerId: ComponentProps<typeof EventsMenu>['ownerId'];
  branchId: BranchPickerProps['currentBranchId'];
  branches: BranchPickerProps['branches'];
  onBranchChanged: BranchPickerProps['onChanged'];
}) {
  return (
    <Drawer
      id="site-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(340px, 88vw)"
      title={<Text fw={700}>Menu</Text>}
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap="md">
        {session.isOrganisationUser && (
          <Stack gap="sm">
            <Deferred>
              <GlobalSearch fullWidth />
              <BranchPicker
                branches={branches}
                currentBranchId={branchId}
                onChanged={onBranchChanged}
                variant="drawer"
              />
            </Deferred>
          </Stack>
        )}
        {session.isWorkshopUser && (
          <Deferred>
            <WorkshopSwitcher variant="drawer" />
          </Deferred>
        )}
        <Stack gap={2} component="nav" aria-label="Menu">
          <NavLink to="/home" className={classes.drawerLink}>
            <IconHome size={18} aria-hidden="true" />
            Home
          </NavLink>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} className={classes.drawerLink} end={item.to === '/workshop'}>
              <NavIcon name={item.icon} />
              {item.label}
            </NavLink>
          ))}
        </Stack>
        {session.isOrganisationUser && (
          <Stack gap={2}>
            <Deferred>
              <EventsMenu ownerId={ownerId} className={classes.drawerLink} />
              <InboxMenu ownerId={ownerId} className={classes.drawerLink} />
            </Deferred>
          </Stack>
        )}
        <Divider />
        {session.status === 'authenticated' ? (
          <Stack gap={2}>
            <NavLink to="/account" className={classes.drawerLink} end>
              <IconUserCircle size={18} aria-hidden="true" />
              Account
            </NavLink>
            {session.isOrganisationAdmin && (
              <NavLink to="/organisation" className={classes.drawerLink}>
                <IconBuilding size={18} aria-hidden="true" />
                Organisation
              </NavLink>
            )}
            <UnstyledButton className={classes.drawerLink} onClick={() => void session.logout()}>
              <IconLogout size={18} aria-hidden="true" />
              Logout
            </UnstyledButton>
          </Stack>
        ) : (
          <Stack gap={2}>
            <NavLink to="/account/register" className={classes.drawerLink}>
              <IconUserPlus size={18} aria-hidden="true" />
              Register
            </NavLink>
            <NavLink to="/account/login" className={classes.drawerLink}>
              <IconLogin2 size={18} aria-hidden="true" />
              Login
            </NavLink>
          </Stack>
        )}
        {showQuote && <QuoteButton onClick={onClose} fullWidth />}
      </Stack>
    </Drawer>
  );
}

import { Box, Burger, Container, Divider, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { updateStoredUser, useSession } from '@/lib/session';
import classes from './header.module.css';
import {
  BranchPicker,
  Deferred,
  EventsMenu,
  GlobalSearch,
  InboxMenu,
  LiveNotifications,
  QuoteButton,
  WorkshopSwitcher,
} from './header-parts';
import { primaryNavItems } from './nav-items';

// The phone menu (its drawer with the focus trap, scroll lock and transitions, and its entries with their
// icons) loads the first time the menu is opened, not with every page (issue 13, decisions 034 and 082).
const HeaderDrawer = lazy(() => import('./header-drawer').then((m) => ({ default: m.HeaderDrawer })));

export function Header() {
  const session = useSession();
  const [drawerOpened, drawer] = useDisclosure(false);
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const closeDrawer = drawer.close;
  // The drawer's code loads on the first open and stays mounted after, so it can animate closed.
  const [drawerWanted, setDrawerWanted] = useState(false);
  useEffect(() => {
    if (drawerOpened) setDrawerWanted(true);
  }, [drawerOpened]);

  // A new page closes the slide-out menu. The page is the one the address bar showed when the menu
  // opened: a redirect that has changed the address but not yet drawn its page (React Router commits in a
  // transition) must not close a menu opened after it (the e2e logout journey caught this on a phone).
  const openedOn = useRef<string | null>(null);
  useEffect(() => {
    if (pathname !== openedOn.current) closeDrawer();
  }, [pathname, closeDrawer]);
  const toggleDrawer = () => {
    openedOn.current = window.location.pathname;
    drawer.toggle();
  };

  const items = primaryNavItems(session);
  // Customers ask for quotes; organisation users and workshops do not get the QUOTE button.
  const showQuote = !session.isOrganisationUser && !session.isWorkshopUser;
  const organisation = session.user?.organization ?? null;
  const branchId = organisation?.authUser?.organizationBranchId ?? null;
  const ownerId = branchId ?? session.user?.id ?? null;
  const setBranch = (id: string | number) =>
    updateStoredUser((user) => ({
      ...user,
      organization: user.organization
        ? { ...user.organization, authUser: { ...user.organization.authUser, organizationBranchId: id } }
        : user.organization,
    }));

  const accountLinks =
    session.status === 'authenticated' ? (
      <>
        <NavLink to="/account" className={classes.link} end>
          <IconUserCircle size={18} aria-hidden="true" />
          Account
        </NavLink>
        {session.isOrganisationAdmin && (
          <NavLink to="/organisation" className={classes.link}>
            <IconBuilding size={18} aria-hidden="true" />
            Organisation
          </NavLink>
        )}
        <UnstyledButton className={classes.link} onClick={() => void session.logout()}>
          <IconLogout size={18} aria-hidden="true" />
          Logout
        </UnstyledButton>
      </>
    ) : (
      <>
        <NavLink to="/account/register" className={classes.link}>
          Register
        </NavLink>
        <NavLink to="/account/login" className={classes.link}>
          Login
        </NavLink>
      </>
    );

  return (
    <Box component="header" className={classes.header}>
      {session.status === 'authenticated' && (
        <Deferred>
          <LiveNotifications />
        </Deferred>
      )}
      <Container size="lg" className={classes.bar}>
        <Group h="100%" mih={68} justify="space-between" wrap="nowrap" gap="md">
          <Group gap="lg" wrap="nowrap">
            <BrandLogo />
            {session.isOrganisationUser && (
              <Box visibleFrom="lg">
                <Deferred>
                  <GlobalSearch />
                </Deferred>
              </Box>
            )}
            {session.isWorkshopUser && (
              <Box visibleFrom="lg">
                <Deferred>
                  <WorkshopSwitcher />
                </Deferred>
              </Box>
            )}
          </Group>

          <Group gap={4} wrap="nowrap" visibleFrom="lg">
            {session.isOrganisationUser ? (
              <Deferred>
                <EventsMenu ownerId={ownerId} className={classes.link} />
                <InboxMenu ownerId={ownerId} className={classes.link} />
              </Deferred>
            ) : (
              <Group gap={4} wrap="nowrap" component="nav" aria-label="Main">
                {items.map((item) => (
                  <NavLink key={item.to} to={item.to} className={classes.link} end={item.to === '/workshop'}>
                    {item.label}
                  </NavLink>
                ))}
              </Group>
            )}
            <Divider orientation="vertical" color="navy.7" mx={6} />
            {accountLinks}
            {showQuote && (
              <Box ml={8}>
                <QuoteButton />
              </Box>
            )}
          </Group>

          <Group gap="sm" wrap="nowrap" hiddenFrom="lg">
            {showQuote && <QuoteButton />}
            <Burger
              opened={drawerOpened}
              onClick={toggleDrawer}
              color="white"
              aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
              aria-controls="site-menu"
              aria-expanded={drawerOpened}
            />
          </Group>
        </Group>
      </Container>
      {session.isOrganisationUser && (
        // Organisation users get a second row: their pages on the left, the branch they work in on the right.
        <Box className={classes.subbar} visibleFrom="lg">
          <Container size="lg">
            <Group justify="space-between" wrap="nowrap" mih={52}>
              <Group gap={4} wrap="nowrap" component="nav" aria-label="Main">
                {items.map((item) => (
                  <NavLink key={item.to} to={item.to} className={classes.link}>
                    {item.label}
                  </NavLink>
                ))}
              </Group>
              <Deferred>
                <BranchPicker
                  branches={organisation?.organizationBranches ?? []}
                  currentBranchId={branchId}
                  onChanged={setBranch}
                />
              </Deferred>
            </Group>
          </Container>
        </Box>
      )}
      {navigation.state === 'loading' && <div className={classes.progress} role="presentation" />}

      {drawerWanted && (
        <Deferred>
          <HeaderDrawer
            opened={drawerOpened}
            onClose={drawer.close}
            session={session}
            items={items}
            showQuote={showQuote}
            ownerId={ownerId}
            branchId={branchId}
            branches={organisation?.organizationBranches ?? []}
            onBranchChanged={setBranch}
          />
        </Deferred>
      )}
    </Box>
  );
}

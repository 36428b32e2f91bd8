import { Box, Burger, Button, Container, Divider, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconBuilding,
  IconHome,
  IconLogin2,
  IconLogout,
  IconUserCircle,
  IconUserPlus,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { updateStoredUser, useSession } from '@/lib/session';
import { lazyWithQueries } from '@/lib/with-queries';
import classes from './header.module.css';
import { primaryNavItems } from './nav-items';

// The organisation user's tools (and the live notifications of a signed-in user) load only for them: a
// guest's first load on the public pages carries none of their code or schemas (issue 13, decision 034).
const organisationTools = () => import('@/features/organisation');
const BranchPicker = lazyWithQueries(() => organisationTools().then((m) => m.BranchPicker));
const EventsMenu = lazyWithQueries(() => organisationTools().then((m) => m.EventsMenu));
const GlobalSearch = lazyWithQueries(() => organisationTools().then((m) => m.GlobalSearch));
const InboxMenu = lazyWithQueries(() => organisationTools().then((m) => m.InboxMenu));
const LiveNotifications = lazyWithQueries(() => organisationTools().then((m) => m.LiveNotifications));

// A workshop user's picker of the workshop they work in (shown only to users of several, decision 036).
const WorkshopSwitcher = lazyWithQueries(() =>
  import('@/features/workshop-portal').then((m) => m.WorkshopSwitcher),
);

const Drawer = lazy(() => import('./header-drawer').then((m) => ({ default: m.Drawer })));

function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

function QuoteButton({ onClick, fullWidth }: { onClick?: () => void; fullWidth?: boolean }) {
  return (
    <Button
      component={NavLink}
      to="/new-quote"
      color="ember.4"
      c="navy.9"
      radius="xl"
      px="lg"
      className={classes.quote}
      onClick={onClick}
      fullWidth={fullWidth}
    >
      QUOTE
    </Button>
  );
}

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
          <Drawer
            id="site-menu"
            opened={drawerOpened}
            onClose={drawer.close}
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
                      branches={organisation?.organizationBranches ?? []}
                      currentBranchId={branchId}
                      onChanged={setBranch}
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
                  <NavLink
                    key={item.to}
                    to={item.to}
                    className={classes.drawerLink}
                    end={item.to === '/workshop'}
                  >
                    <item.icon size={18} aria-hidden="true" />
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
              {showQuote && <QuoteButton onClick={drawer.close} fullWidth />}
            </Stack>
          </Drawer>
        </Deferred>
      )}
    </Box>
  );
}

import { Button, Container, Group, Modal, Stack, Text } from '@mantine/core';
import { STEP_UP_MESSAGES } from '@motorwise/shared';
import {
  IconBell,
  IconBuilding,
  IconCar,
  IconCash,
  IconFileCheck,
  IconHistory,
  IconLayoutDashboard,
  IconListTree,
  IconMapPin,
  IconMessageReport,
  IconReceiptTax,
  IconSearch,
  IconShieldLock,
  IconTag,
  IconTool,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { isStepUpError } from '../api/admin-api';
import classes from './admin.module.css';

/** The admin area's own navigation (issue 22 item 1). */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin', icon: IconLayoutDashboard, end: true },
  { label: 'Find', to: '/admin/search', icon: IconSearch, end: false },
  { label: 'Audit', to: '/admin/audit', icon: IconHistory, end: false },
  { label: 'POPIA', to: '/admin/privacy', icon: IconShieldLock, end: false },
  { label: 'Payouts and refunds', to: '/admin/payouts', icon: IconCash, end: false },
  { label: 'Platform money', to: '/admin/money', icon: IconReceiptTax, end: false },
  { label: 'Applications', to: '/admin/applications', icon: IconFileCheck, end: false },
  { label: 'Workshops', to: '/admin/workshops', icon: IconTool, end: false },
  { label: 'Fixed prices', to: '/admin/menu-prices', icon: IconTag, end: false },
  { label: 'Organisations', to: '/admin/organisations', icon: IconBuilding, end: false },
  { label: 'Programmes', to: '/admin/programmes', icon: IconUsersGroup, end: false },
  { label: 'Catalogue', to: '/admin/catalogue', icon: IconCar, end: false },
  { label: 'Disputes', to: '/admin/disputes', icon: IconMessageReport, end: false },
  { label: 'Reminders', to: '/admin/reminders', icon: IconBell, end: false },
  { label: 'Regions', to: '/admin/regions', icon: IconMapPin, end: false },
  { label: 'Repair items', to: '/admin/repair-items', icon: IconListTree, end: false },
] as const;

export function AdminNav() {
  return (
    <nav aria-label="Admin" className={classes.nav}>
      {ADMIN_NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={classes.navLink}>
          <item.icon size={18} aria-hidden="true" />
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** An admin page: its heading band, the admin navigation, then the page. */
export function AdminPage({
  title,
  lead,
  documentTitle,
  children,
}: {
  title: string;
  lead?: ReactNode;
  documentTitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow="Admin" title={title} lead={lead} documentTitle={documentTitle} />
      <Container size="lg" pt="md" pb="xl">
        <Stack gap="lg">
          <AdminNav />
          {children}
        </Stack>
      </Container>
    </>
  );
}

/**
 * The admin area's layout: its pages, and the step-up prompt (decision 059). Any admin write the API
 * refuses for want of a fresh sign-in (a mutation on any admin page) opens it; signing in again comes
 * back to the page.
 */
export function AdminLayout() {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isStepUpError(event.action.error))
          setMessage(
            event.action.error instanceof Error ? event.action.error.message : STEP_UP_MESSAGES.stale,
          );
      }),
    [queryClient],
  );
  return (
    <>
      <Outlet />
      <StepUpPrompt message={message} onClose={() => setMessage(null)} />
    </>
  );
}

/** "Please sign in again", with the way back to this page. */
export function StepUpPrompt({ message, onClose }: { message: string | null; onClose: () => void }) {
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.search}`;
  const loginUrl = `/account/login?returnUrl=${encodeURIComponent(returnUrl)}`;
  return (
    <Modal opened={message !== null} onClose={onClose} title="Please sign in again" centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Text c="dimmed" fz="sm">
          Nothing was changed. After you sign in we will bring you back to this page, so you can do it again.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Not now
          </Button>
          <Button component={Link} to={loginUrl}>
            Sign in again
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

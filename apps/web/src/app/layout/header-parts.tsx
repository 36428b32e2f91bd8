import { Button } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { NavLink } from 'react-router';
import { lazyWithQueries } from '@/lib/with-queries';
import classes from './header.module.css';

// The organisation user's tools (and the live notifications of a signed-in user) load only for them: a
// guest's first load on the public pages carries none of their code or schemas (issue 13, decision 034).
const organisationTools = () => import('@/features/organisation');
export const BranchPicker = lazyWithQueries(() => organisationTools().then((m) => m.BranchPicker));
export const EventsMenu = lazyWithQueries(() => organisationTools().then((m) => m.EventsMenu));
export const GlobalSearch = lazyWithQueries(() => organisationTools().then((m) => m.GlobalSearch));
export const InboxMenu = lazyWithQueries(() => organisationTools().then((m) => m.InboxMenu));
export const LiveNotifications = lazyWithQueries(() => organisationTools().then((m) => m.LiveNotifications));

// A workshop user's picker of the workshop they work in (shown only to users of several, decision 036).
export const WorkshopSwitcher = lazyWithQueries(() =>
  import('@/features/workshop-portal').then((m) => m.WorkshopSwitcher),
);

export function Deferred({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function QuoteButton({ onClick, fullWidth }: { onClick?: () => void; fullWidth?: boolean }) {
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

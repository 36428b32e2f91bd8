/** The organisation user's header tools: branch picker, events, inbox and global search. */
export { BranchPicker } from './components/branch-picker';
export { Figure as DashboardFigure, OrganisationDashboard } from './components/dashboard';
export { DashboardFigureList } from './components/dashboard-list';
export { EventsMenu } from './components/events-menu';
export { GlobalSearch } from './components/global-search';
export { InboxMenu } from './components/inbox-menu';
export { LiveNotifications } from './components/live-notifications';

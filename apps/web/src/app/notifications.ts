import '@mantine/notifications/styles.layer.css';

// Mantine's toasts container, mounted once the first screen is up (see provider.tsx): toasts shown before
// it mounts wait in the notifications store and appear when it does.
export { Notifications } from '@mantine/notifications';

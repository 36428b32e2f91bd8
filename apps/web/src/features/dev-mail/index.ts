/** The development inbox (/dev/mail). */
export { DevInbox } from './components/dev-inbox';

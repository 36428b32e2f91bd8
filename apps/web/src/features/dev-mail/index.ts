/** The development inbox (/dev/mail): mails, and texts beside them. */
export { DevInbox } from './components/dev-inbox';
export { DevTexts } from './components/dev-texts';

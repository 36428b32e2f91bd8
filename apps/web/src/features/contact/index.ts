/** The contact form with its bot check. */

/** The self-hosted ALTCHA bot check, also run invisibly before a guest's quote request. */
export { BotCheck, type BotCheckHandle } from './components/bot-check';
export { ContactForm } from './components/contact-form';

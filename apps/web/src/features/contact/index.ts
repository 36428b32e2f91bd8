/** The contact form with its bot check. */
export { ContactForm } from './components/contact-form';

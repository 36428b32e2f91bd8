export { contactPersonalData } from './contact.service';

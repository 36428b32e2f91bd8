export { contactRoutes } from './contact.routes';
export { contactPersonalData } from './contact.service';

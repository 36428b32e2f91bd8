export { organisationRoutes } from './organisations.routes';
export { type MemberRow, organisations, organisationsPersonalData } from './organisations.service';

export { type MemberRow, organisations, organisationsPersonalData } from './organisations.service';

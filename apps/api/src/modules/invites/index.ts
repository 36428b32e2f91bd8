export { InviteService, invitesPersonalData } from './invites.service';

export { inviteRoutes } from './invites.routes';
export { InviteService, invitesPersonalData } from './invites.service';

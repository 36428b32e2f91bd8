export {
  createInviteService,
  type InviteService,
  type InviteServiceDeps,
  invitesPersonalData,
} from './invites.service';

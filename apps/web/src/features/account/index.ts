/** The signed-in person's account page: profile, password, two-factor, organisation and privacy. */

export { useApplicationUser } from './api/account-api';
export { AccountView } from './components/account-view';
export { InviteForm } from './components/invite-form';

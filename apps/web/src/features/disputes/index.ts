/**
 * Disputes about a job (decision 063): the job's dispute panel (the customer's quote screen and the
 * workshop's job page), and the admin's list and dispute page (routes in src/app compose them).
 */
export { AdminDisputeDetail, AdminDisputesList } from './components/admin-disputes';
export { JobDisputes } from './components/job-disputes';

export { payments } from './payments.service';

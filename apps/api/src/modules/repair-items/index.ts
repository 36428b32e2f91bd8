export { repairItems } from './repair-items.service';

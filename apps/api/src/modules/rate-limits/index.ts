export { createBudgetStore, type Draw, type Drawn, deleteExpired, drawPoints } from './rate-limits.repo';

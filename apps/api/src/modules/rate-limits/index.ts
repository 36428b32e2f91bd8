export { createBudgetStore, type Drawn, deleteExpired, drawPoints } from './rate-limits.repo';

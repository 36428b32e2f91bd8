export { createBudgetStore, deleteExpired } from './rate-limits.repo';

export type { BudgetStoreOptions } from './rate-limits.repo';
export { createBudgetStore, deleteExpired } from './rate-limits.repo';

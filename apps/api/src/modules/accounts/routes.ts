/**
 * The module's HTTP side (decision 058): its route plugins and session hook for app.ts, and the sign-in
 * routes' helpers for other modules' route files (the invites'). Services use ./index, never this file.
 */
export { accountRoutes } from './accounts.routes';
export { authRoutes } from './auth.routes';
export { authBudgets, checkSiteCode, device, PUBLIC_AUTH } from './auth-http';
export { registerSessionHook } from './session-hook';

/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { remindersRoutes } from './reminders.routes';

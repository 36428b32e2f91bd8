/** The module's HTTP routes: imported by app.ts only (decision 058); other modules use ./index. */
export { healthRoutes } from './health.routes';
export { metricsRoutes } from './metrics.routes';

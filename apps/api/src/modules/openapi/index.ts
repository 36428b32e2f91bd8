export { openApiRoutes } from './openapi.routes';

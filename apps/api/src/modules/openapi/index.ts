export { DOCS_PATH, openApiRoutes } from './openapi.routes';

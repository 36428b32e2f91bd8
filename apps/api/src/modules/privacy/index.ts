export { privacyRoutes } from './privacy.routes';

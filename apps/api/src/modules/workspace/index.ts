export { workspaceRoutes } from './workspace.routes';

/** The version the API reports (health): the shared contract's, read from its package.json. */
export { APP_VERSION } from '@motorwise/shared';

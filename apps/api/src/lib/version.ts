import { readFileSync } from 'node:fs';

/** The version the API reports (health), read once from its package.json so it is written in one place. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

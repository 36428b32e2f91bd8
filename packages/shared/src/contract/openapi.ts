import type { Contract } from './entry';

/** The API description itself. */
export const OPENAPI_API = {
  /** This document */
  getOpenapiJson: { method: 'GET', path: '/api/openapi.json' },
} as const satisfies Contract;

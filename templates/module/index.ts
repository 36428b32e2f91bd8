import * as repo from './sample-items.repo';
import { createSampleItemsService } from './sample-items.service';

/**
 * The sample-items module's public side: its service and types, nothing of HTTP (routes.ts is app.ts's).
 * The service is wired here with its repo and the modules below it (decision 058). The schemas and types
 * the web shares are in @motorwise/shared (packages/shared/src/sample-items.ts).
 */
export const sampleItems = createSampleItemsService({ repo });
export type { SampleItemsRow } from './sample-items.repo';
export {
  createSampleItemsService,
  type SampleItemsService,
  type SampleItemsServiceDeps,
} from './sample-items.service';

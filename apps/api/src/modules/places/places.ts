import path from 'node:path';
import { loadGazetteer } from './gazetteer';
import { createGreatCircleDistanceProvider } from './great-circle-distance';
import type { DistanceProvider, PlacesProvider } from './places.provider';

export type { DistanceProvider, PlacesProvider } from './places.provider';

const GAZETTEER_CSV = path.resolve(import.meta.dirname, '../../../data/za-places.csv');

/**
 * The offline gazetteer, read on first use (about half a second of parsing) so that start-up and tests
 * that never search an address do not pay for it. `warm()` reads it ahead of the first request.
 */
export function createOfflinePlaces(csvPath = GAZETTEER_CSV): PlacesProvider & { warm(): void } {
  let loaded: ReturnType<typeof loadGazetteer> | undefined;
  const get = () => {
    loaded ??= loadGazetteer(csvPath);
    return loaded;
  };
  return {
    name: 'gazetteer',
    suggest: (input, options) => get().suggest(input, options),
    details: (placeId, options) => get().details(placeId, options),
    warm: () => void get(),
  };
}

export function createDistanceProvider(): DistanceProvider {
  return createGreatCircleDistanceProvider();
}

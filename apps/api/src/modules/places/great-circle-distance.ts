import {
  distanceKm,
  formatDistance,
  formatDuration,
  type LatLng,
  type TravelEstimate,
} from '@motorwise/shared';
import type { DistanceProvider } from './places.provider';

/**
 * The offline default: great-circle distance on a 6371 km earth (spec), stretched by a road factor,
 * driven at an average speed. South African urban roads run about 1.3 times the straight line and
 * average 40-50 km/h door to door; traffic adds a quarter at peak. Good enough to rank workshops and
 * show "12 km, 18 mins"; a maps adapter replaces it where real road times matter.
 */
export interface GreatCircleOptions {
  roadFactor?: number;
  averageSpeedKmh?: number;
  trafficFactor?: number;
}

export function estimateTravel(from: LatLng, to: LatLng, options: GreatCircleOptions = {}): TravelEstimate {
  const { roadFactor = 1.3, averageSpeedKmh = 45, trafficFactor = 1.25 } = options;
  const km = distanceKm(from, to) * roadFactor;
  const seconds = Math.round((km / averageSpeedKmh) * 3600);
  const inTraffic = Math.round(seconds * trafficFactor);
  return {
    distance: Math.round(km * 1000),
    distanceText: formatDistance(km),
    duration: seconds,
    durationText: formatDuration(seconds),
    durationInTraffic: inTraffic,
    durationInTrafficText: formatDuration(inTraffic),
  };
}

export function createGreatCircleDistanceProvider(options: GreatCircleOptions = {}): DistanceProvider {
  return {
    name: 'great-circle',
    async matrix(origin, destinations) {
      return destinations.map((d) => estimateTravel(origin, d, options));
    },
  };
}

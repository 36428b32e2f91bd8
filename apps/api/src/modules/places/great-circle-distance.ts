import {
  distanceKm,
  formatDistance,
  formatDuration,
  type LatLng,
  type TravelEstimate,
} from '@motorwise/shared';
import type { DistanceProvider } from './places.provider';

/**
 * The offline default. The distance is the straight line (great circle on the spec's 6371 km earth), the
 * same measure the radius filters by, so a workshop shown at 10.5 km is never in a 10 km search
 * (decision 052); the texts say "in a straight line". Only the drive time is an estimate by road: the
 * straight line stretched by a road factor (South African urban roads run about 1.3 times it) driven at an
 * average 40-50 km/h door to door; traffic adds a quarter at peak.
 */
export interface GreatCircleOptions {
  roadFactor?: number;
  averageSpeedKmh?: number;
  trafficFactor?: number;
}

export function estimateTravel(from: LatLng, to: LatLng, options: GreatCircleOptions = {}): TravelEstimate {
  const { roadFactor = 1.3, averageSpeedKmh = 45, trafficFactor = 1.25 } = options;
  const km = distanceKm(from, to);
  const seconds = Math.round(((km * roadFactor) / averageSpeedKmh) * 3600);
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

import 'leaflet/dist/leaflet.css';
import { MAP } from '@motorwise/shared';
import L from 'leaflet';
import { type ReactNode, useEffect } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL } from './map-config';

export interface LatLng {
  lat: number;
  lng: number;
}

/** spec: the map marker icon is 30x48 at its base, scaled by zoom (here: half size far out, full size close in). */
export function markerIcon(zoom: number, color = '#e8590c'): L.DivIcon {
  const scale = Math.min(1, Math.max(0.5, zoom / 14));
  const w = Math.round(MAP.markerIcon.width * scale);
  const h = Math.round(MAP.markerIcon.height * scale);
  return L.divIcon({
    className: 'mw-map-marker',
    iconSize: [w, h],
    iconAnchor: [w / 2, h],
    popupAnchor: [0, -h],
    html: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 48" width="${w}" height="${h}" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11.3 15 33 15 33s15-21.7 15-33C30 6.7 23.3 0 15 0z" fill="${color}" stroke="#1b2a4a" stroke-width="1.5"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>`,
  });
}

function View({ centre, zoom }: { centre: LatLng; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([centre.lat, centre.lng], zoom);
  }, [map, centre.lat, centre.lng, zoom]);
  return null;
}

interface BaseMapProps {
  centre?: LatLng | null;
  zoom?: number;
  height: number;
  label: string;
  children?: ReactNode;
}

/**
 * One Leaflet map for the address capture and the workshop map: the configured tiles or, without any,
 * the plain grey background (spec default centre about -28.86, 23.94 at zoom 5).
 */
export function BaseMap({ centre, zoom, height, label, children }: BaseMapProps) {
  const at = centre ?? MAP.defaultCentre;
  const z = centre ? (zoom ?? MAP.placeZoom) : MAP.defaultZoom;
  return (
    // isolation: Leaflet's panes and controls (z-index 400 to 1000) stack inside the map, under the sticky
    // header (200) and Mantine's overlays, instead of drawing over them when the page scrolls.
    <section aria-label={label} style={{ height, borderRadius: 8, overflow: 'hidden', isolation: 'isolate' }}>
      <MapContainer
        center={[at.lat, at.lng]}
        zoom={z}
        style={{ height: '100%', width: '100%', background: '#d9dce1' }}
        scrollWheelZoom={false}
        attributionControl={Boolean(MAP_TILE_URL)}
      >
        {MAP_TILE_URL && <TileLayer url={MAP_TILE_URL} attribution={MAP_TILE_ATTRIBUTION} />}
        <View centre={at} zoom={z} />
        {children}
      </MapContainer>
    </section>
  );
}

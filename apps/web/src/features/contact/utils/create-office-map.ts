// Loaded only by the contact page's map (a dynamic import): MapLibre, its stylesheet and its
// worker never reach any other page.
import { Map as MapLibreMap, Marker, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { MAP_DEFAULT_ZOOM, MAP_FLY_TO_DURATION_MS, MAP_FLY_TO_ZOOM } from '@/config/constants';

// The bundler moves MapLibre into our own chunk, so its default (a worker file next to it) would
// miss: point it at the copy Vite emits.
setWorkerUrl(workerUrl);

export interface OfficeLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface OfficeMapCallbacks {
  /** The style and first tiles arrived: the map is usable. */
  onReady: () => void;
  /** The style, its tiles or WebGL failed before the map was ready. */
  onFailure: (error: unknown) => void;
  onPopupChange: (isOpen: boolean) => void;
}

function buildPopupContent(office: OfficeLocation): HTMLElement {
  // Text nodes only: the address comes from configuration and is never parsed as HTML.
  const content = document.createElement('div');
  // MapLibre's popup is white in both themes: its text must not inherit the dark theme's light
  // foreground (set through the CSSOM, which the CSP's style-src allows).
  content.style.color = '#0f172a';
  const name = document.createElement('strong');
  name.textContent = office.name;
  const address = document.createElement('p');
  address.textContent = office.address;
  content.append(name, address);
  return content;
}

/**
 * Draws the office map with a marker and a popup that starts open. Activating the marker (click,
 * Enter or Space) toggles the popup and flies to the office at zoom 14 over 1.5 s. Returns the
 * teardown. Throws when WebGL is unavailable (the caller shows the fallback card).
 */
export function createOfficeMap(
  container: HTMLElement,
  styleUrl: string,
  office: OfficeLocation,
  callbacks: OfficeMapCallbacks,
): () => void {
  const center: [number, number] = [office.longitude, office.latitude];
  const map = new MapLibreMap({
    container,
    style: styleUrl,
    center,
    zoom: MAP_DEFAULT_ZOOM,
    attributionControl: { compact: true },
    cooperativeGestures: true,
  });
  let isReady = false;
  map.on('load', () => {
    isReady = true;
    callbacks.onReady();
  });
  map.on('error', (event) => {
    if (!isReady) callbacks.onFailure(event.error);
  });
  map.on('moveend', () => {
    container.dataset.zoom = map.getZoom().toFixed(2);
  });

  const popup = new Popup({
    offset: 28,
    closeButton: false,
    closeOnClick: false,
    focusAfterOpen: false,
  })
    .setLngLat(center)
    .setDOMContent(buildPopupContent(office));
  const marker = new Marker({ color: '#1d4ed8' }).setLngLat(center).addTo(map);
  const markerElement = marker.getElement();
  markerElement.setAttribute('role', 'button');
  markerElement.setAttribute('tabindex', '0');
  markerElement.setAttribute('aria-label', `${office.name} office: show or hide the address`);

  const setPopupOpen = (isOpen: boolean) => {
    if (isOpen) popup.addTo(map);
    else popup.remove();
    markerElement.setAttribute('aria-expanded', String(isOpen));
    callbacks.onPopupChange(isOpen);
  };
  const activateMarker = () => {
    setPopupOpen(!popup.isOpen());
    map.flyTo({ center, zoom: MAP_FLY_TO_ZOOM, duration: MAP_FLY_TO_DURATION_MS });
  };
  markerElement.addEventListener('click', (event) => {
    event.stopPropagation();
    activateMarker();
  });
  markerElement.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activateMarker();
  });
  setPopupOpen(true);

  return () => map.remove();
}

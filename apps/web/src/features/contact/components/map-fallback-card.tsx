import { ExternalLink, MapPin } from 'lucide-react';
import { MAP_FLY_TO_ZOOM } from '@/config/constants';

interface MapFallbackCardProps {
  office: { name: string; address: string; latitude: number; longitude: number };
}

/** Stands in for the map when it cannot load (offline, no map service, no WebGL). */
export function MapFallbackCard({ office }: MapFallbackCardProps) {
  const { latitude, longitude } = office;
  const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_FLY_TO_ZOOM}/${latitude}/${longitude}`;
  return (
    <div
      data-testid="map-fallback"
      className="flex h-full min-h-72 flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface-muted p-6 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-fg">
        <MapPin aria-hidden className="size-6" />
      </span>
      <p className="font-semibold">{office.name}</p>
      <address className="text-fg-muted not-italic">{office.address}</address>
      <p className="text-sm text-fg-muted">The map could not be loaded right now.</p>
      <a
        href={openStreetMapUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 text-sm font-medium text-link underline underline-offset-2 hover:no-underline"
      >
        Open in OpenStreetMap
        <ExternalLink aria-hidden className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

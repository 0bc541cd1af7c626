import type { SiteConfigResponse } from '@wac/contract';
import { useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/class-names';
import { useOfficeMap } from '../hooks/use-office-map';
import { MapFallbackCard } from './map-fallback-card';

/** The office map with its marker and popup (public-area.md "Contact"), or the address card. */
export function OfficeMap({ config }: { config: SiteConfigResponse | undefined }) {
  const containerRef = useRef<HTMLElement>(null);
  const { state, isPopupOpen } = useOfficeMap(containerRef, config);
  const isFailed = state === 'failed';

  return (
    <div className="relative h-80 overflow-hidden rounded-2xl border border-line bg-surface-muted">
      <section
        ref={containerRef}
        aria-label={config ? `Map showing the ${config.office.name} office` : 'Office map'}
        data-testid="office-map"
        data-map-state={state}
        data-popup-open={isPopupOpen}
        className={cn('h-full w-full', isFailed && 'hidden')}
      />
      {state === 'loading' && (
        <div
          role="status"
          className="absolute inset-0 flex items-center justify-center gap-3 text-fg-muted"
        >
          <Spinner />
          <span>Loading map…</span>
        </div>
      )}
      {isFailed && config && <MapFallbackCard office={config.office} />}
    </div>
  );
}

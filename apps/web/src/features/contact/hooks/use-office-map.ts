import type { SiteConfigResponse } from '@wac/contract';
import { type RefObject, useEffect, useState } from 'react';

/** How long the style and first tiles may take before the address card replaces the map. */
export const MAP_LOAD_TIMEOUT_MS = 8000;

export type OfficeMapState = 'loading' | 'ready' | 'failed';

/**
 * Mounts the MapLibre map into `containerRef` once the site configuration is known. Offline, with
 * no map service configured, without WebGL, or when the style does not arrive in time, the state
 * becomes `failed` and the page shows the address instead.
 */
export function useOfficeMap(
  containerRef: RefObject<HTMLElement | null>,
  config: SiteConfigResponse | undefined,
) {
  const [state, setState] = useState<OfficeMapState>('loading');
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  const styleUrl = config?.map.style_url;
  const office = config?.office;

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !office) return;
    if (!styleUrl) {
      setState('failed');
      return;
    }
    let teardown: (() => void) | undefined;
    let isCancelled = false;
    const fail = (error: unknown) => {
      if (isCancelled) return;
      isCancelled = true;
      console.warn('The office map could not be loaded; showing the address instead.', error);
      teardown?.();
      setState('failed');
    };
    const timeout = window.setTimeout(
      () => fail(new Error('map load timed out')),
      MAP_LOAD_TIMEOUT_MS,
    );
    setState('loading');
    import('../utils/create-office-map')
      .then(({ createOfficeMap }) => {
        if (isCancelled) return;
        teardown = createOfficeMap(container, styleUrl, office, {
          onReady: () => {
            window.clearTimeout(timeout);
            if (!isCancelled) setState('ready');
          },
          onFailure: fail,
          onPopupChange: setIsPopupOpen,
        });
      })
      .catch(fail);
    return () => {
      isCancelled = true;
      window.clearTimeout(timeout);
      teardown?.();
    };
  }, [containerRef, styleUrl, office]);

  return { state, isPopupOpen };
}

import { FlaskConical, X } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { useBrowserSnapshot } from '@/hooks/use-browser-snapshot';
import { useSiteConfig } from '@/hooks/use-site-config';
import { readStorage, writeStorage } from '@/lib/browser-storage';

/** sessionStorage: set when the visitor closes the banner; it stays closed for the tab. */
const DISMISSED_KEY = 'sampleDataBannerDismissed';

const readDismissed = () => readStorage('session', DISMISSED_KEY) === 'true';

/**
 * Says so while the database holds generated sample data (offline start, before the first sync
 * from the portals). It disappears by itself once live data arrives.
 */
export function SampleDataBanner() {
  const { data } = useSiteConfig();
  // The server cannot know (the page it renders shows the banner).
  const wasDismissed = useBrowserSnapshot(readDismissed, false);
  const [isDismissedNow, setIsDismissed] = useState(false);
  const isDismissed = wasDismissed || isDismissedNow;
  if (!data?.is_sample_data || isDismissed) return null;

  const dismiss = () => {
    writeStorage('session', DISMISSED_KEY, 'true');
    setIsDismissed(true);
  };

  return (
    <section
      aria-label="Sample data notice"
      className="border-b border-premium-fg/20 bg-premium-soft text-premium-fg"
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <FlaskConical aria-hidden className="size-4 shrink-0" />
        <p className="flex-1">
          <strong className="font-semibold">Sample data:</strong> generated examples until the first
          sync from the portals.
        </p>
        <IconButton
          label="Dismiss sample data notice"
          onClick={dismiss}
          className="size-8 text-premium-fg hover:bg-premium-fg/10 hover:text-premium-fg"
        >
          <X aria-hidden className="size-4" />
        </IconButton>
      </div>
    </section>
  );
}

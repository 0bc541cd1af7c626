import { BellRing, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ALERT_TEXT } from '../utils/alert-text';

/** What a free user sees instead of the list (section 2). */
export function UpgradePrompt() {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface px-6 py-12 text-center shadow-sm">
      <span className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-premium-soft text-premium-fg">
        <BellRing aria-hidden className="size-7" />
      </span>
      <h2 className="text-2xl font-semibold tracking-tight">{ALERT_TEXT.upgradeTitle}</h2>
      <p className="mx-auto mt-3 max-w-lg text-fg-muted">{ALERT_TEXT.upgradeBody}</p>
      <ButtonLink to={paths.pricing} className="mt-6">
        <Sparkles aria-hidden className="size-4" />
        {ALERT_TEXT.upgradeAction}
      </ButtonLink>
    </div>
  );
}

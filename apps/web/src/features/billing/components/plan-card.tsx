import type { BillingInterval, Plan } from '@wac/contract';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';
import type { PlanButton } from '../utils/plan-button';
import { describePlanPrice } from '../utils/plan-price';
import { PlanActionButton } from './plan-action-button';
import { PlanFeatureList } from './plan-feature-list';

interface PlanCardProps {
  plan: Plan;
  /** Every plan, for the name of the one this plan builds on. */
  plans: readonly Plan[];
  interval: BillingInterval;
  button: PlanButton;
  isRedirecting: boolean;
  isBusy: boolean;
  onCheckout: (priceId: string) => void;
  onOpenPortal: () => void;
}

/** The plan the marketing page leads with gets the brand border and the primary button. */
const HIGHLIGHTED_PLAN = 'premium';

export function PlanCard({ plan, plans, interval, button, ...actions }: PlanCardProps) {
  const price = describePlanPrice(plan, interval);
  const isHighlighted = plan.id === HIGHLIGHTED_PLAN;
  const headingId = `plan-${plan.id}-name`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-sm',
        isHighlighted ? 'border-brand ring-1 ring-brand' : 'border-line',
        button.kind === 'current' && 'bg-brand-soft/40',
      )}
    >
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {plan.name}
        </h2>
        {plan.tag ? (
          <Badge
            tone={plan.status === 'coming_soon' ? 'neutral' : 'premium'}
            className="whitespace-nowrap"
          >
            {plan.tag}
          </Badge>
        ) : null}
      </div>
      {/* Three lines tall, so prices and buttons line up across the cards. */}
      <p className="mt-2 text-sm text-fg-muted text-pretty xl:min-h-15">{plan.description}</p>
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{price.amount}</span>
        {price.period ? <span className="text-sm text-fg-muted">{price.period}</span> : null}
      </p>
      <p className="mt-1 min-h-5 text-xs text-fg-muted">{price.note}</p>
      <div className="mt-5">
        <PlanActionButton
          button={button}
          isHighlighted={isHighlighted}
          isRedirecting={actions.isRedirecting}
          isBusy={actions.isBusy}
          onCheckout={actions.onCheckout}
          onOpenPortal={actions.onOpenPortal}
        />
      </div>
      <PlanFeatureList plan={plan} plans={plans} />
    </section>
  );
}

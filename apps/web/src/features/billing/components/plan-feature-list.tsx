import type { Plan, PlanFeature } from '@wac/contract';
import { Check, Clock, ExternalLink, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/class-names';

const LINK_CLASS =
  'underline decoration-fg-muted/50 underline-offset-4 hover:text-link hover:decoration-current focus-visible:text-link';

/** What a plan's bullets say on the card: a feature's name, linked to where it lives. */
function FeatureText({ feature }: { feature: PlanFeature }) {
  if (feature.href === null) return <span>{feature.text}</span>;
  if (feature.kind === 'service') {
    return (
      <a href={feature.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
        {feature.text}
        <span className="sr-only"> (opens in a new tab)</span>
        <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-0.125em]" />
      </a>
    );
  }
  return (
    <Link to={feature.href} className={LINK_CLASS}>
      {feature.text}
    </Link>
  );
}

/**
 * A software feature links to its page; one still being built reads "coming soon" and links
 * nowhere; a service the operator provides says so (ADR 0140).
 */
function FeatureItem({ feature }: { feature: PlanFeature }) {
  const Icon = feature.coming_soon ? Clock : feature.kind === 'service' ? UsersRound : Check;
  return (
    <li className="flex gap-2">
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-4 shrink-0',
          feature.coming_soon ? 'text-fg-muted' : 'text-brand',
        )}
      />
      <span className={feature.coming_soon ? 'text-fg-muted' : undefined}>
        <FeatureText feature={feature} />
        {feature.coming_soon ? (
          <Badge className="ml-2 whitespace-nowrap align-[0.0625em]">coming soon</Badge>
        ) : null}
        {feature.kind === 'service' ? (
          <Badge tone="brand" className="ml-2 whitespace-nowrap align-[0.0625em]">
            service
          </Badge>
        ) : null}
      </span>
    </li>
  );
}

/** The plan's bullets, after "Everything in Premium, plus:" when it builds on a lower plan. */
export function PlanFeatureList({ plan, plans }: { plan: Plan; plans: readonly Plan[] }) {
  const included = plans.find((candidate) => candidate.id === plan.includes);
  return (
    <div className="mt-6 border-t border-line pt-5 text-sm">
      {included ? <p className="mb-2.5 font-medium">Everything in {included.name}, plus:</p> : null}
      <ul className="space-y-2.5">
        {plan.features.map((feature) => (
          <FeatureItem key={feature.id} feature={feature} />
        ))}
      </ul>
    </div>
  );
}

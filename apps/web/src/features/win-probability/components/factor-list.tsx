import type { WinFactor } from '@wac/contract';
import { Badge } from '@/components/ui/badge';
import { OrganisationLink } from './organisation-link';

const EFFECT_WORDS: Record<WinFactor['effect'], string> = {
  raises: 'Raises your chance',
  lowers: 'Lowers your chance',
  neutral: 'No change',
  context: 'For your judgement, not counted',
};

/** Each factor with what it did to the estimate, its finding and the organisations it names. */
export function FactorList({ factors }: { factors: WinFactor[] }) {
  return (
    <ul className="divide-y divide-line">
      {factors.map((factor) => (
        <li key={factor.id} className="py-3 first:pt-0">
          <div className="flex flex-wrap items-center gap-2">
            <h5 className="font-semibold">{factor.label}</h5>
            <Badge tone={factor.in_estimate ? 'brand' : 'neutral'}>
              {EFFECT_WORDS[factor.effect]}
            </Badge>
          </div>
          <p className="mt-1 text-sm text-fg-muted">{factor.finding}</p>
          {factor.organisations.length > 0 && (
            <p className="mt-1 text-sm">
              {factor.organisations.map((organisation, index) => (
                <span key={organisation.id}>
                  {index > 0 && ', '}
                  <OrganisationLink organisation={organisation} kind={organisation.role} />
                </span>
              ))}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

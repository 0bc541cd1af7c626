import type { OpportunityDetail } from '@wac/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { NOT_SPECIFIED, splitCpvCodes } from '../utils/opportunity-view';
import { SectionCard } from './section-card';

/**
 * The description as plain text (never HTML) keeping its paragraphs, then the CPV codes as chips,
 * each with its CPV 2008 label (issue 17), that search for that code.
 */
export function DescriptionSection({ opportunity }: { opportunity: OpportunityDetail }) {
  const labels = new Map(
    opportunity.cpv_classifications.map((item) => [item.code, item.label] as const),
  );
  const cpvCodes = splitCpvCodes(opportunity.cpv_codes);
  return (
    <SectionCard title="Description">
      <p className="break-words whitespace-pre-line text-fg">
        {opportunity.description?.trim() || NOT_SPECIFIED}
      </p>
      <h3 className="mt-6 text-sm font-semibold text-fg-muted">CPV Codes</h3>
      {cpvCodes.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="CPV codes">
          {cpvCodes.map((code) => (
            <li key={code}>
              <Link
                to={`${paths.search}?${new URLSearchParams({ cpv_codes: code })}`}
                className="inline-flex items-baseline gap-2 rounded-full border border-line bg-surface-muted px-3 py-1 text-sm hover:border-line-strong hover:bg-brand-soft"
              >
                <span className="shrink-0 font-mono">{code}</span>
                {labels.get(code) && <span>{labels.get(code)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1">{NOT_SPECIFIED}</p>
      )}
    </SectionCard>
  );
}

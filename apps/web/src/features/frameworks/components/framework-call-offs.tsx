import type { Framework } from '@wac/contract';
import { Link } from 'react-router';
import { buildOpportunityPath } from '@/config/paths';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { FrameworkSection } from './framework-section';

/** The call-offs that name this framework, newest first. */
export function FrameworkCallOffs({ framework }: { framework: Framework }) {
  const callOffs = framework.call_offs;
  return (
    <FrameworkSection
      id="framework-call-offs"
      title={`Call-offs (${formatCount(callOffs.length)})`}
    >
      {callOffs.length === 0 ? (
        <p className="text-sm text-fg-muted">
          No call-off notice naming this{' '}
          {framework.kind === 'framework' ? 'framework' : 'dynamic market'} has been published yet.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {callOffs.map((callOff) => (
            <li key={callOff.wac_id} className="py-3">
              <Link
                to={buildOpportunityPath(callOff.wac_id)}
                className="font-medium break-words text-link hover:underline"
              >
                {callOff.title}
              </Link>
              <p className="text-sm text-fg-muted">
                {callOff.buyer_name ?? 'Buyer not specified'}
                {' · '}
                {callOff.value_amount !== null
                  ? formatMoney(callOff.value_amount, callOff.value_currency)
                  : 'Value not stated'}
                {' · Published '}
                {formatDate(callOff.release_date) ?? 'date not stated'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </FrameworkSection>
  );
}

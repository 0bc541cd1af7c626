import { useQuery } from '@tanstack/react-query';
import type { FrameworkRef } from '@wac/contract';
import { Layers } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buildFrameworkPath } from '@/config/paths';
import {
  getOpportunityFramework,
  getOpportunityFrameworkQueryKey,
} from '../api/get-opportunity-framework';

const LINK = 'font-medium text-link underline underline-offset-2 hover:no-underline';
const KIND_NOUN = { framework: 'framework', dynamic_market: 'dynamic market' } as const;

function FrameworkLinks({ frameworks }: { frameworks: FrameworkRef[] }) {
  return frameworks.map((framework, index) => (
    <span key={framework.id}>
      {index > 0 && ', '}
      <Link to={buildFrameworkPath(framework.id)} className={LINK}>
        {framework.title}
      </Link>
    </span>
  ));
}

/**
 * One line under the header (issue 31): a framework or dynamic market links to its own page, a
 * call-off to the framework it was called off under. Nothing for any other notice.
 */
export function FrameworkNote({ opportunityId }: { opportunityId: string }) {
  const { data } = useQuery({
    queryKey: getOpportunityFrameworkQueryKey(opportunityId),
    queryFn: () => getOpportunityFramework(opportunityId),
  });
  if (!data?.role) return null;
  let content: ReactNode;
  if (data.framework) {
    content = (
      <>
        {`This is a ${KIND_NOUN[data.framework.kind]}. `}
        <Link to={buildFrameworkPath(data.framework.id)} className={LINK}>
          See its lots, suppliers and call-offs
        </Link>
      </>
    );
  } else if (data.called_off_under.length > 0) {
    content = (
      <>
        {'Called off under '}
        <FrameworkLinks frameworks={data.called_off_under} />
      </>
    );
  } else {
    content = 'A call-off under a framework; its notices do not name one WAC holds.';
  }
  return (
    <p className="flex items-start gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm">
      <Layers aria-hidden className="mt-0.5 size-4 shrink-0 text-fg-muted" />
      <span>{content}</span>
    </p>
  );
}

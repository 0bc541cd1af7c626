import { Link } from 'react-router';
import { PageContainer } from '@/components/layout/page-container';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { buildBuyerPath, buildOpportunityPath } from '@/config/paths';
import { usePageMeta } from '@/hooks/use-page-meta';
import { ApiError } from '@/lib/api-error';
import { useFramework } from '../hooks/use-framework';
import { describeFrameworkFacts, FRAMEWORK_KIND_LABELS } from '../utils/framework-text';
import { FrameworkCallOffs } from './framework-call-offs';
import { FrameworkSection } from './framework-section';
import { FrameworkSuppliers } from './framework-suppliers';

const LINK = 'text-link underline underline-offset-2 hover:no-underline';

/**
 * `/frameworks/{id}` (issue 31): a framework or dynamic market as one thing: who owns it, its
 * dates and value, its lots with the suppliers admitted to each, and the call-offs under it.
 */
export function FrameworkPage({ frameworkId }: { frameworkId: string }) {
  const { data: framework, error, isPending } = useFramework(frameworkId);
  usePageMeta({
    title: framework ? framework.title : 'Framework',
    description: framework
      ? `${FRAMEWORK_KIND_LABELS[framework.kind]} of ${framework.buyer_name ?? 'a UK public buyer'}: lots, suppliers admitted and call-offs.`
      : 'A UK public-sector framework or dynamic market: lots, suppliers admitted and call-offs.',
  });
  if (frameworkId === '' || error) {
    const message =
      frameworkId === '' || (error instanceof ApiError && error.status === 404)
        ? 'This framework was not found.'
        : `Could not load this framework: ${error?.message ?? ''}`;
    return (
      <PageContainer>
        <Alert tone="error">{message}</Alert>
      </PageContainer>
    );
  }
  if (isPending || !framework) {
    return (
      <PageContainer className="flex items-center justify-center gap-3">
        <Spinner />
        <p role="status">Loading framework...</p>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="space-y-6">
      <header className="space-y-2">
        <Badge tone="brand">{FRAMEWORK_KIND_LABELS[framework.kind]}</Badge>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {framework.title}
        </h1>
        <p className="text-fg-muted">
          {'Owner: '}
          {framework.buyer ? (
            <Link to={buildBuyerPath(framework.buyer.id)} className={LINK}>
              {framework.buyer.name}
            </Link>
          ) : (
            (framework.buyer_name ?? 'Not stated in the notices')
          )}
        </p>
        <p>
          <Link to={buildOpportunityPath(framework.id)} className={LINK}>
            Read its notices
          </Link>
        </p>
      </header>
      <FrameworkSection id="framework-terms" title="Term and value">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {describeFrameworkFacts(framework).map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm text-fg-muted">{fact.term}</dt>
              <dd className="font-medium">{fact.detail}</dd>
            </div>
          ))}
        </dl>
      </FrameworkSection>
      <FrameworkSuppliers framework={framework} />
      <FrameworkCallOffs framework={framework} />
    </PageContainer>
  );
}

import type { WebhookCreated } from '@wac/contract';
import { Plus, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWebhooks } from '../hooks/use-webhooks';
import { WEBHOOK_TEXT } from '../utils/webhook-text';
import { AccountCard } from './account-card';
import { WebhookForm } from './webhook-form';
import { WebhookRow } from './webhook-row';

/**
 * The account page's integrations card (issue 34, ADRs 0215-0217): Slack, Teams and generic
 * webhooks. `#webhooks` is where the paused-endpoint email links to.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const [isAdding, setIsAdding] = useState(false);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const list = webhooks.data;
  const canAdd = list ? list.can_use_webhooks && list.endpoints.length < list.max_endpoints : false;

  return (
    <div id="webhooks" className="scroll-mt-24">
      <AccountCard icon={Webhook} title={WEBHOOK_TEXT.title}>
        <p className="mb-4 text-sm text-fg-muted">{WEBHOOK_TEXT.intro}</p>
        {webhooks.isError && <Alert tone="error">{WEBHOOK_TEXT.failed}</Alert>}
        {list && !list.can_use_webhooks && (
          <div className="mb-4 space-y-3">
            <p className="text-sm">{WEBHOOK_TEXT.upgrade}</p>
            <ButtonLink to={paths.pricing} size="sm">
              View Upgrade Options
            </ButtonLink>
          </div>
        )}
        {list && list.endpoints.length > 0 && (
          <ul className="mb-4">
            {list.endpoints.map((endpoint) => (
              <WebhookRow key={endpoint.id} endpoint={endpoint} canUse={list.can_use_webhooks} />
            ))}
          </ul>
        )}
        {list?.can_use_webhooks && list.endpoints.length === 0 && !isAdding && (
          <p className="mb-4 text-sm">{WEBHOOK_TEXT.empty}</p>
        )}
        {created?.signing_secret && (
          <Alert tone="info" className="mb-4">
            <p>{WEBHOOK_TEXT.secret}</p>
            <code className="mt-2 block font-mono text-xs break-all">{created.signing_secret}</code>
          </Alert>
        )}
        {isAdding ? (
          <WebhookForm
            onDone={(endpoint) => {
              setCreated(endpoint);
              setIsAdding(false);
            }}
            onCancel={() => setIsAdding(false)}
          />
        ) : (
          canAdd && (
            <Button
              size="sm"
              onClick={() => {
                setCreated(null);
                setIsAdding(true);
              }}
            >
              <Plus aria-hidden className="size-4" />
              {WEBHOOK_TEXT.add}
            </Button>
          )
        )}
      </AccountCard>
    </div>
  );
}

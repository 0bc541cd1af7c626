import { WEBHOOK_KIND_LABELS, type WebhookEndpoint } from '@wac/contract';
import { Pause, Pencil, Play, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTimeUk } from '@/lib/format';
import { useWebhookMutations } from '../hooks/use-webhooks';
import { describeWebhookChoices, WEBHOOK_STATUS_LABELS, WEBHOOK_TEXT } from '../utils/webhook-text';
import { WebhookForm } from './webhook-form';

/** One endpoint: what it is, how its deliveries go, and its buttons. */
export function WebhookRow({ endpoint, canUse }: { endpoint: WebhookEndpoint; canUse: boolean }) {
  const { pause, resume, test, remove } = useWebhookMutations();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [testMessage, setTestMessage] = useState('');
  const isPaused = endpoint.status !== 'active';
  const runTest = () =>
    test.mutate(endpoint.id, {
      onSuccess: (result) => setTestMessage(result.detail),
      onError: (error) => setTestMessage(error.message),
    });

  return (
    <li className="space-y-2 border-t border-line py-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{endpoint.endpoint_name}</span>
        <Badge tone={isPaused ? 'premium' : 'brand'}>
          {WEBHOOK_STATUS_LABELS[endpoint.status]}
        </Badge>
      </div>
      <p className="text-sm text-fg-muted break-all">
        {WEBHOOK_KIND_LABELS[endpoint.kind]} · {endpoint.url_host}
      </p>
      <p className="text-sm">{describeWebhookChoices(endpoint)}</p>
      <p className="text-sm text-fg-muted">
        Last delivered: {formatDateTimeUk(endpoint.last_success_at) ?? 'not yet'}
      </p>
      {endpoint.last_error && (
        <p className="text-sm text-red-700 break-words dark:text-red-300">
          Last error ({formatDateTimeUk(endpoint.last_error_at)}): {endpoint.last_error}
        </p>
      )}
      <p role="status" className="text-sm">
        {testMessage}
      </p>
      {isEditing ? (
        <WebhookForm
          editing={endpoint}
          onDone={() => setIsEditing(false)}
          onCancel={() => setIsEditing(false)}
        />
      ) : isConfirming ? (
        <fieldset className="space-y-2">
          <legend className="text-sm">{WEBHOOK_TEXT.confirmRemove}</legend>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              onClick={() => remove.mutate(endpoint.id)}
              disabled={remove.isPending}
            >
              {WEBHOOK_TEXT.remove}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-2">
          {canUse && (
            <Button variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden className="size-4" />
              {WEBHOOK_TEXT.edit}
            </Button>
          )}
          {canUse && (
            <Button variant="secondary" size="sm" onClick={runTest} disabled={test.isPending}>
              <Send aria-hidden className="size-4" />
              {WEBHOOK_TEXT.test}
            </Button>
          )}
          {isPaused ? (
            canUse && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => resume.mutate(endpoint.id)}
                disabled={resume.isPending}
              >
                <Play aria-hidden className="size-4" />
                {WEBHOOK_TEXT.resume}
              </Button>
            )
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => pause.mutate(endpoint.id)}
              disabled={pause.isPending}
            >
              <Pause aria-hidden className="size-4" />
              {WEBHOOK_TEXT.pause}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
            <Trash2 aria-hidden className="size-4" />
            {WEBHOOK_TEXT.remove}
          </Button>
        </div>
      )}
    </li>
  );
}

import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useApiKeys } from '../hooks/use-api-keys';
import { API_KEYS_TEXT } from '../utils/api-keys-text';
import { AccountCard } from './account-card';
import { ApiKeyCreateForm } from './api-key-create-form';
import { ApiKeyList } from './api-key-list';
import { ApiKeySecret } from './api-key-secret';

/**
 * The account page's API keys (issue 34, ADR 0210): make a key with a name and scopes (its
 * secret shown once), see each key's prefix, scopes and last use, and revoke it.
 */
export function ApiKeysCard() {
  const { list, create, revoke } = useApiKeys();
  const [isSecretDismissed, setIsSecretDismissed] = useState(false);
  const created = isSecretDismissed ? undefined : create.data;
  const createError = create.error instanceof ApiError ? create.error : null;
  const canCreate = list.data?.can_create ?? false;
  // Field errors show under their fields; anything else (a plan, the key limit) above the form.
  const hasFieldErrors = Object.keys(createError?.fieldErrors ?? {}).length > 0;

  return (
    <AccountCard icon={KeyRound} title="API keys">
      <p className="mb-2 text-sm text-fg-muted">{API_KEYS_TEXT.intro}</p>
      <p className="mb-4 text-sm">
        <a href="/api/docs/" className="text-link underline underline-offset-2 hover:no-underline">
          {API_KEYS_TEXT.reference}
        </a>
      </p>
      {created && <ApiKeySecret created={created} onDone={() => setIsSecretDismissed(true)} />}
      {list.isSuccess && (
        <ApiKeyList
          keys={list.data.results}
          onRevoke={(id) => revoke.mutate(id)}
          isRevoking={revoke.isPending}
        />
      )}
      {(revoke.isError || (create.isError && !hasFieldErrors)) && (
        <Alert tone="error" className="mb-4">
          {(!hasFieldErrors && createError?.message) || API_KEYS_TEXT.failed}
        </Alert>
      )}
      {list.isSuccess && canCreate && (
        <ApiKeyCreateForm
          // A fresh, empty form after each key is made.
          key={create.data?.id ?? 'new'}
          isPending={create.isPending}
          fieldErrors={createError?.fieldErrors ?? {}}
          onCreate={(input) => {
            setIsSecretDismissed(false);
            create.mutate(input);
          }}
        />
      )}
      {list.isSuccess && !canCreate && (
        <div className="space-y-3">
          <p className="text-sm">{API_KEYS_TEXT.upgrade}</p>
          <ButtonLink to={paths.pricing} size="sm" variant="secondary">
            {API_KEYS_TEXT.viewPlans}
          </ButtonLink>
        </div>
      )}
    </AccountCard>
  );
}

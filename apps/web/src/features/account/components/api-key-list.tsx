import { API_KEY_SCOPE_LABELS, type ApiKey } from '@wac/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTimeUk } from '@/lib/format';
import { API_KEYS_TEXT } from '../utils/api-keys-text';

type ApiKeyListProps = {
  keys: ApiKey[];
  onRevoke: (id: number) => void;
  isRevoking: boolean;
};

/** The account's working keys: name, prefix, scopes, made and last used; each can be revoked. */
export function ApiKeyList({ keys, onRevoke, isRevoking }: ApiKeyListProps) {
  const [confirmingId, setConfirmingId] = useState<number | null>(null);
  if (keys.length === 0) return <p className="mb-4 text-sm">{API_KEYS_TEXT.none}</p>;
  return (
    <ul className="mb-4 divide-y divide-line rounded-xl border border-line">
      {keys.map((key) => (
        <li key={key.id} className="space-y-2 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium break-all">{key.name}</span>
            <code className="font-mono text-xs text-fg-muted">{key.prefix}…</code>
          </div>
          <p className="text-sm">
            {key.scopes.map((scope) => API_KEY_SCOPE_LABELS[scope]).join('; ')}
          </p>
          <p className="text-sm text-fg-muted">
            Created {formatDate(key.created_at)}. Last used{' '}
            {key.last_used_at ? formatDateTimeUk(key.last_used_at) : 'never'}.
          </p>
          {confirmingId === key.id ? (
            <fieldset className="space-y-2">
              <legend className="text-sm">{API_KEYS_TEXT.revokeWarning(key.name)}</legend>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => onRevoke(key.id)}
                  disabled={isRevoking}
                  aria-label={`Revoke ${key.name}`}
                >
                  {API_KEYS_TEXT.revoke}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setConfirmingId(null)}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirmingId(key.id)}
              aria-label={`Revoke ${key.name}…`}
            >
              {API_KEYS_TEXT.revoke}…
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from '@wac/contract';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { API_KEYS_TEXT } from '../utils/api-keys-text';

type ApiKeyCreateFormProps = {
  onCreate: (input: { key_name: string; scopes: ApiKeyScope[] }) => void;
  isPending: boolean;
  fieldErrors: Record<string, string[]>;
};

/** Name and scopes of a new key; reading search is ticked to start with. */
export function ApiKeyCreateForm({ onCreate, isPending, fieldErrors }: ApiKeyCreateFormProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['search:read']);
  const toggle = (scope: ApiKeyScope, isOn: boolean) =>
    setScopes((current) =>
      isOn ? [...current, scope] : current.filter((existing) => existing !== scope),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate({ key_name: name, scopes });
  };
  const scopeError = fieldErrors.scopes?.[0];
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        label={API_KEYS_TEXT.nameLabel}
        hint={API_KEYS_TEXT.nameHint}
        error={fieldErrors.key_name?.[0]}
        value={name}
        maxLength={100}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset
        className="space-y-2"
        aria-describedby={scopeError ? 'api-key-scope-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{API_KEYS_TEXT.scopesLegend}</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-3 text-sm">
            <input
              type="checkbox"
              checked={scopes.includes(scope)}
              onChange={(event) => toggle(scope, event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span>
              {API_KEY_SCOPE_LABELS[scope]}{' '}
              <code className="font-mono text-xs text-fg-muted">{scope}</code>
            </span>
          </label>
        ))}
        {scopeError && (
          <p id="api-key-scope-error" className="text-sm text-red-700 dark:text-red-300">
            {scopeError}
          </p>
        )}
      </fieldset>
      <Button type="submit" size="sm" disabled={isPending}>
        <KeyRound aria-hidden className="size-4" />
        {API_KEYS_TEXT.create}
      </Button>
    </form>
  );
}

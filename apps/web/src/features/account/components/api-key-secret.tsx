import type { CreatedApiKey } from '@wac/contract';
import { Button } from '@/components/ui/button';
import { API_KEYS_TEXT } from '../utils/api-keys-text';
import { SecretField } from './secret-field';

/** A new key's secret, shown this once with a copy button (the server keeps only its hash). */
export function ApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="mb-4 space-y-2 rounded-xl border border-line bg-surface-muted p-4">
      <SecretField
        label={`Your new key “${created.name}”`}
        value={created.secret}
        text={API_KEYS_TEXT}
      />
      <p className="text-sm text-fg-muted">{API_KEYS_TEXT.shownOnce}</p>
      <Button size="sm" variant="secondary" onClick={onDone}>
        {API_KEYS_TEXT.done}
      </Button>
    </div>
  );
}

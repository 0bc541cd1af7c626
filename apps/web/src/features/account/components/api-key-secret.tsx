import type { CreatedApiKey } from '@wac/contract';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { copyText } from '@/lib/copy-text';
import { API_KEYS_TEXT } from '../utils/api-keys-text';

/** A new key's secret, shown this once with a copy button (the server keeps only its hash). */
export function ApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const fieldId = useId();
  const [copyMessage, setCopyMessage] = useState('');
  const copy = async () => {
    try {
      await copyText(created.secret);
      setCopyMessage(API_KEYS_TEXT.copied);
    } catch {
      setCopyMessage(API_KEYS_TEXT.copyFailed);
    }
  };
  return (
    <div className="mb-4 space-y-2 rounded-xl border border-line bg-surface-muted p-4">
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Your new key “{created.name}”
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          className={`${INPUT_CLASS} font-mono text-xs`}
        />
        <Button variant="secondary" size="sm" onClick={copy} className="shrink-0">
          <Copy aria-hidden className="size-4" />
          {API_KEYS_TEXT.copy}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {copyMessage}
      </p>
      <p className="text-sm text-fg-muted">{API_KEYS_TEXT.shownOnce}</p>
      <Button size="sm" variant="secondary" onClick={onDone}>
        {API_KEYS_TEXT.done}
      </Button>
    </div>
  );
}

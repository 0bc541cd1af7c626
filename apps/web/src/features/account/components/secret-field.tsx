import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { copyText } from '@/lib/copy-text';

/** What the field's copy button says, and what it reports after a copy. */
export type SecretFieldText = { copy: string; copied: string; copyFailed: string };

/**
 * A secret shown once (an API key, a calendar link): a read-only field selected on focus, a copy
 * button, and the copy's outcome announced below it.
 */
export function SecretField({
  label,
  value,
  text,
}: {
  label: string;
  value: string;
  text: SecretFieldText;
}) {
  const fieldId = useId();
  const [copyMessage, setCopyMessage] = useState('');
  const copy = async () => {
    try {
      await copyText(value);
      setCopyMessage(text.copied);
    } catch {
      setCopyMessage(text.copyFailed);
    }
  };
  return (
    <>
      <label htmlFor={fieldId} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${INPUT_CLASS} font-mono text-xs`}
        />
        <Button variant="secondary" size="sm" onClick={copy} className="shrink-0">
          <Copy aria-hidden className="size-4" />
          {text.copy}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-fg-muted">
        {copyMessage}
      </p>
    </>
  );
}

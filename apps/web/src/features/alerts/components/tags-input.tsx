import { X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';

interface TagsInputProps {
  label: string;
  hint?: ReactNode;
  placeholder?: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** A message when a typed tag is not acceptable (it is then not added). */
  validate?: (tag: string) => string | null;
}

/**
 * Tags for keywords, CPV codes and locations (section 5): Enter adds what was typed, trimmed and
 * without duplicates (ignoring case); commas split it into several; leaving the field adds it
 * too; Backspace on an empty field removes the last tag; each tag has a remove button.
 */
export function TagsInput({ label, hint, placeholder, tags, onChange, validate }: TagsInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    const typed = text
      .split(',')
      .map((item) => item.trim().replace(/\s+/g, ' '))
      .filter(Boolean);
    if (typed.length === 0) return;
    const problem = validate ? typed.map(validate).find(Boolean) : null;
    if (problem) {
      setError(problem);
      return;
    }
    const next = [...tags];
    for (const tag of typed) {
      if (!next.some((existing) => existing.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    onChange(next);
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  const message = error ?? hint;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {tags.length > 0 && (
        <ul aria-label={`${label} added`} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 text-sm text-brand-soft-fg"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((item) => item !== tag))}
                aria-label={`Remove ${tag}`}
                className="rounded-full p-0.5 hover:bg-brand/15"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={text}
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={commit}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-message` : undefined}
        className={INPUT_CLASS}
      />
      {message && (
        <p
          id={`${id}-message`}
          className={cn('text-sm', error ? 'text-red-700 dark:text-red-300' : 'text-fg-muted')}
        >
          {message}
        </p>
      )}
    </div>
  );
}

import type { CpvEntry } from '@wac/contract';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useCpvLabels, useCpvSuggestions } from '@/hooks/use-cpv';
import { cn } from '@/lib/class-names';

interface CpvComboboxProps {
  /** The chosen codes. */
  codes: string[];
  /** Labels of the chosen codes when the page has them already; else the box looks them up. */
  labels?: ReadonlyMap<string, string>;
  onChange: (codes: string[]) => void;
  /** The field's label (default "CPV Codes"). */
  label?: string;
  /**
   * A message when a typed code is not acceptable here (it is then not added): the alert
   * wizard checks codes with the profile's own rule (parseCpvTag).
   */
  validateCode?: (code: string) => string | null;
}

const HINT = 'Type a code or a word and pick from the list; codes can also be typed with commas.';
const notACode = (text: string) =>
  `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" is not a CPV code. Pick one from the list, or type its digits.`;

/** Typed digits (2 to 8, a check digit allowed) are codes of their own; anything else a search. */
const TYPED_CODES = /^\s*\d{2,8}(?:-\d)?(?:\s*,\s*\d{2,8}(?:-\d)?)*\s*,?\s*$/;

/**
 * The CPV filter's input: an editable combobox with a list of suggestions (the WAI-ARIA APG
 * "combobox with listbox popup" pattern). Typing a word or the start of a code lists matching
 * codes with their labels; arrows move through them, Enter adds one, Escape closes the list.
 * Codes can still be typed and added with Enter or a comma. Hand-written rather than a library:
 * it is one widget of this pattern, and the page's JavaScript weight is budgeted (ADR 0071).
 * The search filters, the alert wizard and the radar share it (issue 28).
 */
export function CpvCombobox({
  codes,
  labels,
  onChange,
  label = 'CPV Codes',
  validateCode,
}: CpvComboboxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const { suggestions } = useCpvSuggestions(text);
  const fetchedLabels = useCpvLabels(labels ? [] : codes);
  const shownLabels = labels ?? fetchedLabels;
  const options = suggestions.filter((entry) => !codes.includes(entry.code));
  const isExpanded = isOpen && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const addCodes = (added: string[]) => {
    const next = [...codes];
    for (const code of added) if (!next.includes(code)) next.push(code);
    onChange(next);
    setText('');
    setActiveIndex(-1);
    setError(null);
  };
  const choose = (entry: CpvEntry) => addCodes([entry.code]);
  // The list would cover the message under the field: closed while it shows.
  const showError = (message: string) => {
    setError(message);
    setIsOpen(false);
  };
  /** Adds what was typed when it is codes (true); a problem with them is shown instead. */
  const addTypedCodes = () => {
    if (!TYPED_CODES.test(text)) return false;
    const typed = text
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    const problem = validateCode ? typed.map(validateCode).find(Boolean) : null;
    if (problem) showError(problem);
    else addCodes(typed);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const active = isExpanded ? options[activeIndex] : undefined;
      if (active) {
        event.preventDefault();
        choose(active);
      } else if (text.trim()) {
        // Enter on words with no suggestion chosen: say so rather than do nothing.
        event.preventDefault();
        if (!addTypedCodes()) showError(notACode(text.trim()));
      }
    } else if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      setIsOpen(false);
    } else if (event.key === ',' && /^\s*\d{2,8}(?:-\d)?\s*$/.test(text)) {
      event.preventDefault();
      addTypedCodes();
    } else if (event.key === 'Backspace' && text === '' && codes.length > 0) {
      onChange(codes.slice(0, -1));
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-input`} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {codes.length > 0 && (
        <ul aria-label="Chosen CPV codes" className="flex flex-wrap gap-1.5">
          {codes.map((code) => {
            const name = shownLabels.get(code.replace(/-\d$/, ''));
            const text = name ? `${code} ${name}` : code;
            return (
              <li
                key={code}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-0.5 pl-2.5 text-xs text-brand-soft-fg"
              >
                <span className="truncate">{text}</span>
                <button
                  type="button"
                  aria-label={`Remove ${text}`}
                  onClick={() => onChange(codes.filter((item) => item !== code))}
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="relative">
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={isExpanded}
          aria-controls={`${id}-listbox`}
          aria-autocomplete="list"
          aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={`${id}-hint`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          value={text}
          placeholder="Code or word, e.g. cleaning"
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setIsOpen(true)}
          onBlur={() => {
            setIsOpen(false);
            addTypedCodes();
          }}
          className="h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg placeholder:text-fg-muted focus:border-brand"
        />
        <div
          id={`${id}-listbox`}
          role="listbox"
          aria-label="CPV code suggestions"
          hidden={!isExpanded}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface py-1 text-sm shadow-lg"
        >
          {options.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the input's (focus stays there, APG pattern).
            <div
              key={entry.code}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keeps the input focused, so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              className="flex cursor-pointer gap-2 px-3 py-1.5 aria-selected:bg-brand-soft aria-selected:text-brand-soft-fg hover:bg-surface-muted"
            >
              <span className="font-mono text-xs leading-5 text-fg-muted">{entry.code}</span>
              <span className="min-w-0 flex-1 text-fg">{entry.label}</span>
            </div>
          ))}
        </div>
      </div>
      <p
        id={`${id}-hint`}
        aria-live="polite"
        className={cn('text-xs', error ? 'text-red-700 dark:text-red-300' : 'text-fg-muted')}
      >
        {error ?? HINT}
      </p>
      <p aria-live="polite" className="sr-only">
        {isExpanded ? `${options.length} suggestions. Use the arrow keys to choose.` : ''}
      </p>
    </div>
  );
}

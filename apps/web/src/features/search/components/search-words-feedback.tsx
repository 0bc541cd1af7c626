import type { SearchSuggestion } from '@wac/contract';
import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '@/lib/format';
import { buildSuggestionLink } from '../utils/suggestion-link';

interface SearchWordsFeedbackProps {
  /** "Did you mean ...?": the corrected box and what it finds (issue 28). */
  suggestion: SearchSuggestion | null;
  /** What the box held that was not searched as typed, as the server words it. */
  notes: readonly string[];
  searchParams: URLSearchParams;
}

/**
 * Above the results: a correction to run when the search found few results, and notes on
 * what the search box held that was not searched as typed (a lone *, an operator with nothing
 * beside it...). The count line above announces the correction (search-page.tsx).
 */
export function SearchWordsFeedback({ suggestion, notes, searchParams }: SearchWordsFeedbackProps) {
  return (
    <div className="space-y-3 empty:hidden">
      {suggestion && (
        <p className="rounded-xl border border-line bg-surface px-4 py-3 text-base text-fg shadow-sm">
          Did you mean{' '}
          <Link
            to={buildSuggestionLink(searchParams, suggestion.q)}
            className="font-semibold text-link underline underline-offset-2"
          >
            {suggestion.q}
          </Link>
          ?{' '}
          <span className="text-sm text-fg-muted">
            ({formatCount(suggestion.total)} {suggestion.total === 1 ? 'result' : 'results'})
          </span>
        </p>
      )}
      {notes.length > 0 && (
        <div className="flex items-start gap-3 rounded-xl border border-line bg-brand-soft px-4 py-3 text-sm text-brand-soft-fg">
          <Info aria-hidden className="mt-0.5 size-5 shrink-0" />
          <ul aria-label="About your search words" className="space-y-1">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

import type { ProposalTemplate } from '@wac/contract';
import {
  PROPOSAL_TEMPLATE_KIND_LABELS,
  TEMPLATE_SEARCH_MAX_LENGTH,
} from '@wac/contract/proposal-merge-fields';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { PageLoading } from '@/components/layout/page-loading';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { getErrorMessage } from '@/lib/api-error';
import { useTemplate, useTemplates } from '../hooks/use-templates';
import { TemplateEditor } from './template-editor';

/**
 * The workspace's proposal templates (ADR 0247): the list, and the one being edited. `null`
 * selected with `isCreating` is a new template.
 */
export function TemplateLibrary({
  workspaceId,
  canWrite,
}: {
  workspaceId: number;
  canWrite: boolean;
}) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  // Searched on the server (title, tags and current text, ADR 0280) once typing pauses.
  const templates = useTemplates(workspaceId, useDebouncedValue(search, 250));
  const [selected, setSelected] = useState<number | null>(null);
  const [isCreating, setIsCreating] = useState(false);
  const template = useTemplate(workspaceId, selected);
  const panel = useRef<HTMLDivElement>(null);
  // On a phone the list stacks above the editor: bring the chosen template into view.
  const showPanel = () => {
    if (window.matchMedia?.('(max-width: 1023px)').matches) {
      panel.current?.scrollIntoView?.({ block: 'start' });
    }
  };
  if (templates.isPending) return <PageLoading />;
  if (templates.isError) {
    return (
      <Alert tone="error">
        {getErrorMessage(templates.error, 'The templates could not be loaded.')}
      </Alert>
    );
  }
  const count = templates.data.results.length;
  const open = (saved: ProposalTemplate) => {
    setIsCreating(false);
    setSelected(saved.id);
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
      <nav aria-label="Templates" className="space-y-3">
        {canWrite && (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => {
              setSelected(null);
              setIsCreating(true);
              showPanel();
            }}
          >
            <Plus aria-hidden className="size-4" />
            New template
          </Button>
        )}
        <search className="block space-y-1.5">
          <label htmlFor={searchId} className="block text-sm font-medium">
            Search templates
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={TEMPLATE_SEARCH_MAX_LENGTH}
            placeholder="Title, CPV division or words in the text"
            onChange={(event) => setSearch(event.target.value)}
            className={INPUT_CLASS}
          />
        </search>
        <p className="sr-only" aria-live="polite">
          {search.trim() ? `${count} ${count === 1 ? 'template matches' : 'templates match'}.` : ''}
        </p>
        {count === 0 && search.trim() && (
          <p className="text-sm text-fg-muted">
            No template holds every word of "{search.trim()}".
          </p>
        )}
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface empty:hidden">
          {templates.data.results.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={item.id === selected ? 'true' : undefined}
                onClick={() => {
                  setIsCreating(false);
                  setSelected(item.id);
                  showPanel();
                }}
                className="block w-full px-3 py-2 text-left hover:bg-surface-muted aria-[current=true]:bg-selected aria-[current=true]:text-on-selected"
              >
                <span className="block font-medium break-words">{item.title}</span>
                <span className="block text-xs">
                  {PROPOSAL_TEMPLATE_KIND_LABELS[item.kind]} ·{' '}
                  {item.cpv_divisions.length > 0
                    ? `CPV ${item.cpv_divisions.join(', ')}`
                    : 'Every opportunity'}{' '}
                  · v{item.version}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div
        ref={panel}
        className="min-w-0 scroll-mt-20 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        {isCreating ? (
          <TemplateEditor
            workspaceId={workspaceId}
            template={null}
            canWrite={canWrite}
            onSaved={open}
          />
        ) : selected === null ? (
          <p className="text-fg-muted">
            Choose a template to read or edit it. "Start a response" on an opportunity puts the ones
            that fit into a Word document with the notice's details filled in.
          </p>
        ) : template.isError ? (
          <Alert tone="error">
            {getErrorMessage(template.error, 'The template could not be loaded.')}
          </Alert>
        ) : template.data ? (
          <TemplateEditor
            key={`${template.data.id}-${template.data.version}`}
            workspaceId={workspaceId}
            template={template.data}
            canWrite={canWrite}
            onSaved={open}
          />
        ) : (
          <PageLoading />
        )}
      </div>
    </div>
  );
}

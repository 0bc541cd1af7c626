import {
  PROPOSAL_TEMPLATE_KIND_LABELS,
  type ProposalTemplateKind,
} from '@wac/contract/proposal-merge-fields';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { downloadResponse } from '../api/templates-api';
import { useResponseSections } from '../hooks/use-templates';

/** The kind (when the title does not already say it) and whether its tags fit, in brackets. */
function describeSection(section: { title: string; kind: ProposalTemplateKind; fits: boolean }) {
  const kind = PROPOSAL_TEMPLATE_KIND_LABELS[section.kind];
  const notes = [
    section.title.toLowerCase().startsWith(kind.toLowerCase()) ? null : kind,
    section.fits ? null : 'tagged for other CPV divisions',
  ].filter(Boolean);
  return notes.length > 0 ? `(${notes.join(', ')})` : '';
}

/**
 * "Start a response" (issue 30, ADR 0247): the library's sections with those whose CPV divisions
 * fit the opportunity ticked, and a Word document of the cover sheet and the ticked sections.
 */
export function StartResponse({ workspaceId, wacId }: { workspaceId: number; wacId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const sections = useResponseSections(workspaceId, wacId, isOpen);
  const [unticked, setUnticked] = useState<Set<number> | null>(null);
  const [state, setState] = useState<{ busy: boolean; error: unknown }>({
    busy: false,
    error: null,
  });
  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Start a response
      </Button>
    );
  }
  const results = sections.data?.results ?? [];
  // Until the user changes a tick, the sections that fit are ticked.
  const isTicked = (id: number, fits: boolean) => (unticked ? !unticked.has(id) : fits);
  const toggle = (id: number) => {
    const next = new Set(unticked ?? results.filter((s) => !s.fits).map((s) => s.id));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setUnticked(next);
  };
  const download = async () => {
    setState({ busy: true, error: null });
    try {
      const ids = results.filter((s) => isTicked(s.id, s.fits)).map((s) => s.id);
      await downloadResponse(workspaceId, wacId, ids);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error });
    }
  };
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-4">
      <legend className="px-1 font-semibold">Start a response</legend>
      <p className="text-sm text-fg-muted">
        A Word document with a cover sheet of this notice's key facts, deadlines and award criteria,
        then the sections ticked, with the notice's details filled in. Sections tagged with this
        opportunity's CPV divisions, or with none, are ticked.{' '}
        <Link
          to={paths.templates}
          className="font-medium text-link underline-offset-4 hover:underline"
        >
          Edit the templates
        </Link>
      </p>
      {sections.isPending && <p className="text-sm">Loading the templates...</p>}
      {sections.isError && (
        <Alert tone="error">
          {getErrorMessage(sections.error, 'The templates could not be loaded.')}
        </Alert>
      )}
      <ul className="space-y-1">
        {results.map((section) => (
          <li key={section.id}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-brand"
                checked={isTicked(section.id, section.fits)}
                onChange={() => toggle(section.id)}
              />
              <span className="min-w-0 break-words">
                {section.title} <span className="text-fg-muted">{describeSection(section)}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {state.error !== null && (
        <Alert tone="error">
          {getErrorMessage(state.error, 'The document could not be made.')}
        </Alert>
      )}
      <Button onClick={download} disabled={state.busy || !sections.isSuccess}>
        <FileDown aria-hidden className="size-4" />
        {state.busy ? 'Preparing...' : 'Download response (Word)'}
      </Button>
    </fieldset>
  );
}

import type { ProposalTemplate, ProposalTemplateKind, TemplateDocument } from '@wac/contract';
import {
  PROPOSAL_TEMPLATE_KIND_LABELS,
  PROPOSAL_TEMPLATE_KINDS,
} from '@wac/contract/proposal-merge-fields';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { getErrorMessage, readFieldMessages } from '@/lib/api-error';
import { useSaveTemplate } from '../hooks/use-templates';
import { readConflictTemplate } from '../utils/template-conflict';
import { RichTextEditor } from './rich-text-editor';
import { TemplateConflict } from './template-conflict';

const KIND_OPTIONS = PROPOSAL_TEMPLATE_KINDS.map((kind) => ({
  value: kind,
  label: PROPOSAL_TEMPLATE_KIND_LABELS[kind],
}));
const EMPTY: TemplateDocument = { type: 'doc', content: [{ type: 'paragraph' }] };

/** "45, 72" as the list the API takes; anything else is sent as typed for the server to name. */
const parseDivisions = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** A template (null: a new one) in a workspace, whether the user may save, and what a save shows. */
export type TemplateFormProps = {
  workspaceId: number;
  template: ProposalTemplate | null;
  canWrite: boolean;
  onSaved: (saved: ProposalTemplate) => void;
};

/**
 * A template's title, kind, CPV division tags and text; saving adds a version over the one the
 * form was filled from. A teammate's newer save is a 409 (ADR 0280): what was typed stays, beside
 * the difference, until the user keeps theirs or takes the teammate's (`onSaved` shows it).
 */
export function TemplateForm({ workspaceId, template, canWrite, onSaved }: TemplateFormProps) {
  const [title, setTitle] = useState(template?.title ?? '');
  const [kind, setKind] = useState<ProposalTemplateKind>(template?.kind ?? 'other');
  const [divisions, setDivisions] = useState(template?.cpv_divisions.join(', ') ?? '');
  const [content, setContent] = useState<TemplateDocument>(template?.content ?? EMPTY);
  const save = useSaveTemplate(workspaceId, template?.id ?? null);
  const fields = readFieldMessages(save.error);
  const theirs = readConflictTemplate(save.error);
  const typed = { title, kind, cpv_divisions: parseDivisions(divisions), content };
  const saveOver = (version: number) => save.mutate({ ...typed, version }, { onSuccess: onSaved });
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        saveOver(template?.version ?? 0);
      }}
    >
      <TextField
        label="Title"
        value={title}
        maxLength={120}
        readOnly={!canWrite}
        onChange={(event) => setTitle(event.target.value)}
        error={fields.title}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Kind of section"
          options={KIND_OPTIONS}
          value={kind}
          disabled={!canWrite}
          onChange={(event) => setKind(event.target.value as ProposalTemplateKind)}
          error={fields.kind}
        />
        <TextField
          label="CPV divisions"
          hint="Two-digit divisions, e.g. 45, 72. Leave empty to fit every opportunity."
          value={divisions}
          readOnly={!canWrite}
          inputMode="numeric"
          onChange={(event) => setDivisions(event.target.value)}
          error={fields.cpv_divisions ?? fields['cpv_divisions.0']}
        />
      </div>
      <RichTextEditor
        label="Section text"
        initialContent={content}
        onChange={setContent}
        isReadOnly={!canWrite}
      />
      {theirs ? (
        <TemplateConflict
          mine={typed}
          theirs={theirs}
          isSaving={save.isPending}
          onKeepMine={() => saveOver(theirs.version)}
          onTakeTheirs={() => onSaved(theirs)}
        />
      ) : (
        save.isError && (
          <Alert tone="error">
            {getErrorMessage(save.error, 'The template could not be saved.')}
          </Alert>
        )
      )}
      {canWrite && (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save template'}
        </Button>
      )}
    </form>
  );
}

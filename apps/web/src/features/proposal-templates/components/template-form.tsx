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
import { RichTextEditor } from './rich-text-editor';

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

/** A template's title, kind, CPV division tags and text; saving adds a version. */
export function TemplateForm({
  workspaceId,
  template,
  canWrite,
  onSaved,
}: {
  workspaceId: number;
  template: ProposalTemplate | null;
  canWrite: boolean;
  onSaved: (saved: ProposalTemplate) => void;
}) {
  const [title, setTitle] = useState(template?.title ?? '');
  const [kind, setKind] = useState<ProposalTemplateKind>(template?.kind ?? 'other');
  const [divisions, setDivisions] = useState(template?.cpv_divisions.join(', ') ?? '');
  const [content, setContent] = useState<TemplateDocument>(template?.content ?? EMPTY);
  const save = useSaveTemplate(workspaceId, template?.id ?? null);
  const fields = readFieldMessages(save.error);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { title, kind, cpv_divisions: parseDivisions(divisions), content },
          { onSuccess: onSaved },
        );
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
      {save.isError && (
        <Alert tone="error">
          {getErrorMessage(save.error, 'The template could not be saved.')}
        </Alert>
      )}
      {canWrite && (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save template'}
        </Button>
      )}
    </form>
  );
}

import { mentionableMembers, type PipelineNote } from '@wac/contract';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getErrorMessage } from '@/lib/api-error';
import { formatDateTimeUk } from '@/lib/format';
import { useItemNotes } from '../hooks/use-item-notes';
import { useItemWorkspace } from '../hooks/use-item-workspace';
import { NoteEditor } from './note-editor';
import { NoteText } from './note-text';
import { SectionLoading } from './section-loading';

type Props = { workspaceId: number; itemId: number };

/**
 * An item's notes thread, newest last (ADR 0200). Members post, mention teammates (who are
 * emailed), and edit or delete their own notes; viewers read.
 */
export function PipelineItemNotes({ workspaceId, itemId }: Props) {
  const ref = { workspaceId, itemId };
  const { notes, post, edit, remove } = useItemNotes(ref);
  const workspace = useItemWorkspace(workspaceId);
  const mentionable = mentionableMembers(workspace.members, useAuth().sessionUserId);
  const results = notes.data?.results ?? [];

  return (
    <section aria-labelledby={`notes-${itemId}`} className="space-y-4">
      <h2 id={`notes-${itemId}`} className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquare aria-hidden className="size-5" />
        Notes
      </h2>
      {notes.isPending ? (
        <SectionLoading label="Loading notes..." />
      ) : notes.isError ? (
        <Alert tone="error">{getErrorMessage(notes.error, 'The notes could not be loaded.')}</Alert>
      ) : results.length === 0 ? (
        <p className="text-sm text-fg-muted">No notes yet.</p>
      ) : (
        <ol className="space-y-3">
          {results.map((note) => (
            <NoteEntry
              key={note.id}
              note={note}
              members={mentionable}
              onEdit={(text) => edit.mutateAsync({ noteId: note.id, text })}
              isSaving={edit.isPending}
              editError={edit.isError ? getErrorMessage(edit.error, 'Not saved.') : null}
              onDelete={() => remove.mutateAsync(note.id)}
            />
          ))}
        </ol>
      )}
      {remove.isError && (
        <Alert tone="error">{getErrorMessage(remove.error, 'The note was not deleted.')}</Alert>
      )}
      {workspace.canWrite ? (
        <NoteEditor
          label="Add a note"
          submitLabel="Post note"
          members={mentionable}
          isSaving={post.isPending}
          error={post.isError ? getErrorMessage(post.error, 'The note was not posted.') : null}
          onSubmit={(text) => post.mutateAsync(text)}
        />
      ) : (
        workspace.query.isSuccess && (
          <p className="text-sm text-fg-muted">Your role can read notes but not post them.</p>
        )
      )}
    </section>
  );
}

type EntryProps = {
  note: PipelineNote;
  members: Parameters<typeof NoteEditor>[0]['members'];
  onEdit: (text: string) => Promise<unknown>;
  isSaving: boolean;
  editError: string | null;
  onDelete: () => Promise<unknown>;
};

function NoteEntry({ note, members, onEdit, isSaving, editError, onDelete }: EntryProps) {
  const [mode, setMode] = useState<'read' | 'edit' | 'confirm-delete'>('read');
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <p className="mb-1 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-semibold text-fg">{note.author_name ?? 'Former member'}</span>
        <time dateTime={note.created_at} className="text-fg-muted">
          {formatDateTimeUk(note.created_at)}
        </time>
        {note.edited_at && <span className="text-fg-muted">(edited)</span>}
      </p>
      {mode === 'edit' ? (
        <NoteEditor
          label="Edit your note"
          submitLabel="Save note"
          initialText={note.text}
          members={members}
          isSaving={isSaving}
          error={editError}
          onSubmit={async (text) => {
            await onEdit(text);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      ) : (
        <NoteText text={note.text} />
      )}
      {note.is_own && mode === 'read' && (
        <div className="mt-2 flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setMode('edit')}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('confirm-delete')}>
            Delete
          </Button>
        </div>
      )}
      {mode === 'confirm-delete' && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-sm">Delete this note?</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDelete().catch(() => setMode('read'))}
          >
            Delete note
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('read')}>
            Keep it
          </Button>
        </div>
      )}
    </li>
  );
}

import {
  formatPipelineMention,
  PIPELINE_NOTE_MAX_LENGTH,
  type WorkspaceMember,
} from '@wac/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { INPUT_CLASS } from '@/components/ui/form-field';
import { cn } from '@/lib/class-names';
import { memberName } from '../hooks/use-item-workspace';

type NoteEditorProps = {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Whom the writer may mention (the contract's `mentionableMembers`); none: no picker. */
  members: readonly WorkspaceMember[];
  isSaving: boolean;
  error?: string | null;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * The note box: a textarea and, when there is anyone to mention, a member picker that writes a
 * mention token at the caret. The token names the member by id, so the right teammate is emailed
 * whatever their name (ADR 0200).
 */
export function NoteEditor(props: NoteEditorProps) {
  const id = useId();
  const [text, setText] = useState(props.initialText ?? '');
  const box = useRef<HTMLTextAreaElement>(null);
  const canMention = props.members.length > 0;

  const mention = (userId: string) => {
    const member = props.members.find((m) => String(m.user_id) === userId);
    if (!member) return;
    const start = box.current?.selectionStart ?? text.length;
    const end = box.current?.selectionEnd ?? text.length;
    // A space before the token when the caret follows a word, so it is not glued to that word.
    const gap = start > 0 && !/\s/.test(text.charAt(start - 1)) ? ' ' : '';
    const token = `${gap}${formatPipelineMention(memberName(member), member.user_id)} `;
    setText(text.slice(0, start) + token + text.slice(end));
    box.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    try {
      await props.onSubmit(text);
      if (!props.initialText) setText('');
    } catch {
      // The error is shown from the mutation's state.
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {props.label}
      </label>
      <textarea
        id={id}
        ref={box}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={PIPELINE_NOTE_MAX_LENGTH}
        rows={3}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error || canMention ? `${id}-hint` : undefined}
        className={cn(INPUT_CLASS, 'h-auto min-h-20 py-2')}
      />
      {(props.error || canMention) && (
        <p id={`${id}-hint`} className="text-sm text-fg-muted">
          {props.error ? (
            <span className="text-red-700 dark:text-red-300">{props.error}</span>
          ) : (
            'Mention a teammate to email them a link to this item.'
          )}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {canMention && (
          <>
            <label className="sr-only" htmlFor={`${id}-mention`}>
              Mention a teammate
            </label>
            <select
              id={`${id}-mention`}
              value=""
              onChange={(event) => mention(event.target.value)}
              className={cn(INPUT_CLASS, 'min-w-0 flex-1 pr-8 sm:max-w-xs')}
            >
              <option value="">Mention a teammate</option>
              {props.members.map((member) => (
                <option key={member.user_id} value={member.user_id}>
                  {memberName(member)}
                </option>
              ))}
            </select>
          </>
        )}
        <Button type="submit" size="sm" disabled={props.isSaving || !text.trim()}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button variant="ghost" size="sm" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

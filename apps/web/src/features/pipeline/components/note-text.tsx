import { splitPipelineNoteText } from '@wac/contract';

/**
 * A note as plain text (never HTML): mention tokens (`@[Name](user:ID)`) shown as "@Name",
 * everything else as text nodes with its line breaks kept.
 */
export function NoteText({ text }: { text: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap break-words text-fg">
      {splitPipelineNoteText(text).map((part, index) =>
        'text' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order.
          <span key={index}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order.
          <span key={index} className="font-semibold text-link">
            @{part.mention}
          </span>
        ),
      )}
    </p>
  );
}

import type { HighlightSegment } from '@wac/contract';

/**
 * Text runs from the server with the matched words in `<mark>`. Every run is rendered as a text
 * node, so portal text is never read as HTML (issue 17; no dangerouslySetInnerHTML).
 */
export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.is_match ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: a result's runs never change order.
            key={index}
            className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300"
          >
            {segment.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a result's runs never change order.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

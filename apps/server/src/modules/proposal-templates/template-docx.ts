import {
  type MergeField,
  mergeFields,
  type TemplateBlock,
  type TemplateDocument,
  type TemplateInline,
} from '@wac/contract';
import { HeadingLevel, Paragraph, TextRun } from 'docx';

/** The numbering definition ordered lists use (response-document.ts declares it). */
export const ORDERED_LIST_REFERENCE = 'template-ordered-list';

const HEADINGS = {
  1: HeadingLevel.HEADING_2,
  2: HeadingLevel.HEADING_3,
  3: HeadingLevel.HEADING_4,
} as const;

type Values = Readonly<Record<MergeField, string>>;

/**
 * A template's stored text as Word paragraphs, each merge field replaced. Template headings sit
 * one level below the section's own title. Every ordered list restarts its numbering.
 */
export function templateParagraphs(doc: TemplateDocument, values: Values): Paragraph[] {
  const state = { values, orderedLists: 0 };
  return doc.content.flatMap((block) => blockParagraphs(block, state, null));
}

type State = { values: Values; orderedLists: number };
type ListContext = { ordered: boolean; level: number; instance: number } | null;

function runs(content: TemplateInline[] | undefined, values: Values): TextRun[] {
  return (content ?? []).map((node) =>
    node.type === 'hardBreak'
      ? new TextRun({ text: '', break: 1 })
      : new TextRun({
          text: mergeFields(node.text, values),
          bold: node.marks?.some((mark) => mark.type === 'bold'),
          italics: node.marks?.some((mark) => mark.type === 'italic'),
        }),
  );
}

function blockParagraphs(block: TemplateBlock, state: State, list: ListContext): Paragraph[] {
  if (block.type === 'paragraph') {
    const children = runs(block.content, state.values);
    if (!list) return [new Paragraph({ children })];
    return [
      new Paragraph({
        children,
        ...(list.ordered
          ? {
              numbering: {
                reference: ORDERED_LIST_REFERENCE,
                level: list.level,
                instance: list.instance,
              },
            }
          : { bullet: { level: list.level } }),
      }),
    ];
  }
  if (block.type === 'heading') {
    return [
      new Paragraph({
        heading: HEADINGS[block.attrs.level],
        children: runs(block.content, state.values),
      }),
    ];
  }
  const ordered = block.type === 'orderedList';
  if (ordered) state.orderedLists += 1;
  const inner: ListContext = {
    ordered,
    // Word's numbering has nine levels; deeper lists stay at the ninth.
    level: Math.min(list ? list.level + 1 : 0, 8),
    instance: ordered ? state.orderedLists : 0,
  };
  return block.content.flatMap((item) =>
    item.content.flatMap((child) => blockParagraphs(child, state, inner)),
  );
}

import type {
  ProposalTemplate,
  SaveProposalTemplateRequest,
  TemplateBlock,
  TemplateDocument,
} from '@wac/contract';
import { PROPOSAL_TEMPLATE_KIND_LABELS } from '@wac/contract/proposal-merge-fields';
import { ApiError } from '@/lib/api-error';

/** The template a 409 carries as it now is (a teammate's save), else null. */
export function readConflictTemplate(error: unknown): ProposalTemplate | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { current?: ProposalTemplate } | undefined;
  return body?.current && typeof body.current.id === 'number' ? body.current : null;
}

const inlineText = (block: { content?: { type: string; text?: string }[] }) =>
  (block.content ?? []).map((inline) => (inline.type === 'text' ? inline.text : '\n')).join('');

/** Each paragraph, heading and list entry's words, in the order they are read. */
export function readParagraphs(doc: TemplateDocument): string[] {
  const lines: string[] = [];
  const walk = (blocks: TemplateBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'bulletList' || block.type === 'orderedList') {
        for (const item of block.content) walk(item.content);
      } else {
        const text = inlineText(block).trim();
        if (text) lines.push(text);
      }
    }
  };
  walk(doc.content);
  return lines;
}

export type TemplateDifference = { key: string; label: string; mine: string[]; theirs: string[] };

const tags = (divisions: string[]) =>
  divisions.length > 0 ? divisions.join(', ') : 'None (fits every opportunity)';

/**
 * Where what was typed and the teammate's version differ, field by field. For the text, only the
 * paragraphs one side has and the other lacks, so a long section shows what changed.
 */
export function diffTemplates(
  mine: SaveProposalTemplateRequest,
  theirs: ProposalTemplate,
): TemplateDifference[] {
  const differences: TemplateDifference[] = [];
  const add = (key: string, label: string, a: string, b: string) => {
    if (a !== b) differences.push({ key, label, mine: [a], theirs: [b] });
  };
  add('title', 'Title', mine.title.trim(), theirs.title);
  add(
    'kind',
    'Kind of section',
    PROPOSAL_TEMPLATE_KIND_LABELS[mine.kind],
    PROPOSAL_TEMPLATE_KIND_LABELS[theirs.kind],
  );
  add(
    'tags',
    'CPV divisions',
    tags([...new Set(mine.cpv_divisions)].sort()),
    tags(theirs.cpv_divisions),
  );
  const [ours, others] = [readParagraphs(mine.content), readParagraphs(theirs.content)];
  const onlyOurs = [...new Set(ours.filter((line) => !others.includes(line)))];
  const onlyTheirs = [...new Set(others.filter((line) => !ours.includes(line)))];
  if (onlyOurs.length > 0 || onlyTheirs.length > 0 || ours.length !== others.length) {
    differences.push({
      key: 'content',
      label: 'Section text',
      mine: onlyOurs.length > 0 ? onlyOurs : ['(the same paragraphs, in another order)'],
      theirs: onlyTheirs.length > 0 ? onlyTheirs : ['(the same paragraphs, in another order)'],
    });
  }
  return differences;
}

import { BRIEF_FIELDS, type BriefField, type BriefItem } from '@wac/contract';
import type { BriefPage, BriefRule, RuleMatch } from './brief-rule';
import { type Sentence, splitSentences } from './parse/sentences';
import { BRIEF_RULES } from './rule-table';

/**
 * Reads the brief from a tender pack's pages, in the order given (documents, then pages). Every
 * field is either found, with the sentence it was read from and its page, or not found: a rule
 * only reports what one sentence (or one flattened table) states. Where several sentences state a
 * field, the strongest wins and, among equals, the first in the pack.
 */
type Candidate = { match: RuleMatch<BriefField>; quote: string; page: BriefPage };

function readPassages(rule: BriefRule, sentences: Sentence[], index: number) {
  const first = sentences[index];
  if (!first || !rule.cue.test(first.text)) return null;
  let passage = first.text;
  for (let size = 1; size <= (rule.spanSentences ?? 1); size += 1) {
    if (size > 1) {
      const next = sentences[index + size - 1];
      if (!next || next.blockNo !== first.blockNo) return null;
      passage = `${passage} ${next.text}`;
    }
    const match = rule.read(passage);
    if (match) return { match, quote: passage };
  }
  return null;
}

export function extractBrief(pages: readonly BriefPage[]): BriefItem[] {
  const best = new Map<BriefField, Candidate>();
  const rules = Object.values(BRIEF_RULES) as BriefRule[];
  for (const page of pages) {
    const sentences = splitSentences(page.text);
    for (const rule of rules) {
      for (let index = 0; index < sentences.length; index += 1) {
        const found = readPassages(rule, sentences, index);
        if (!found) continue;
        const known = best.get(rule.field);
        if (!known || (found.match.strength ?? 0) > (known.match.strength ?? 0))
          best.set(rule.field, { ...found, page });
      }
    }
  }
  return BRIEF_FIELDS.map((field): BriefItem => {
    const candidate = best.get(field);
    if (!candidate) return { field, status: 'not_found' };
    const { match, quote, page } = candidate;
    return {
      field,
      status: 'found',
      value: match.value,
      summary: match.summary,
      quote,
      documentId: page.documentId,
      fileName: page.fileName,
      containerName: page.containerName ?? null,
      documentUrl: page.url ?? null,
      contentHash: page.contentHash ?? null,
      pageNo: page.pageNo,
    };
  });
}

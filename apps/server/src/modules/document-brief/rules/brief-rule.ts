import type { BriefField, BriefValueByField } from '@wac/contract';

/** A page of a tender document, in the order the documents list it. */
export type BriefPage = {
  documentId: string;
  fileName: string;
  pageNo: number;
  text: string;
  /** For a file inside a zip, the zip's name. */
  containerName?: string | null;
  /** Where the document was fetched from. */
  url?: string | null;
  /** The file's content hash (the reader view's address). */
  contentHash?: string | null;
};

/** What a rule read from one sentence: the value, in words, and how strongly it says it. */
export type RuleMatch<F extends BriefField> = {
  value: BriefValueByField[F];
  summary: string;
  /** Higher wins across the pack (e.g. a dated site visit over a bare mention); ties go to the first. */
  strength?: number;
};

/**
 * One brief field's rule: `cue` is a cheap test that a sentence may concern the field; `read`
 * returns the value the sentence states, or null. `spanSentences` lets a rule read a table whose
 * rows were flattened onto separate lines ("Quality 60%", "Price 40%") as one passage.
 */
export type BriefRule<F extends BriefField = BriefField> = {
  field: F;
  cue: RegExp;
  read(sentence: string): RuleMatch<F> | null;
  spanSentences?: number;
};

/** Declares a rule with its value typed by its field. */
export function defineRule<F extends BriefField>(rule: BriefRule<F>): BriefRule<F> {
  return rule;
}

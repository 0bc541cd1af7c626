/**
 * Splits a page's text into sentences the rules read one at a time. Text from PDFs wraps lines
 * mid-sentence and flattens tables into one row per line, so a line joins the next only when it
 * plainly continues (it ends mid-phrase, or the next line starts in lower case or with a figure);
 * otherwise each line is its own sentence. Whitespace is collapsed, so a quote is the page's words
 * exactly, spaced once.
 */
export type Sentence = { text: string; blockNo: number };

/** Words after which a full stop does not end a sentence ("e.g. Form", "No. 3"). */
const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'etc',
  'approx',
  'no',
  'nos',
  'ref',
  'incl',
  'inc',
  'cl',
  'para',
  'vol',
  'st',
  'ltd',
  'co',
  'min',
  'max',
]);

const CONTINUES_LINE =
  /(?:[a-z,;&(/\-–—]|\b(?:and|or|of|the|to|by|on|at|for|with|than|is|are|be))$/;
/** A numbered clause ("1.1 ", "4.2.3 ") always starts a new sentence. */
const CLAUSE_NUMBER = /^\d+(?:\.\d+)+\s/;
const STARTS_CONTINUATION = /^[a-z(£€$\d]/;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function joinWrappedLines(block: string): string[] {
  const lines: string[] = [];
  for (const raw of block.split('\n')) {
    const line = collapse(raw);
    if (line === '') continue;
    const previous = lines.at(-1);
    const shouldJoin =
      previous !== undefined &&
      !/[.!?:]$/.test(previous) &&
      !/^[•●▪◦*-]\s/.test(line) &&
      !CLAUSE_NUMBER.test(line) &&
      (CONTINUES_LINE.test(previous) || STARTS_CONTINUATION.test(line));
    if (shouldJoin) lines[lines.length - 1] = `${previous} ${line}`;
    else lines.push(line);
  }
  return lines;
}

function splitAtFullStops(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  const boundary = /[.!?]\s+(?=[A-Z0-9"'“‘(•●▪])|\s(?=[•●▪]\s)/g;
  for (const match of line.matchAll(boundary)) {
    const end = match.index + (match[0].startsWith(' ') ? 0 : 1);
    const lastWord = /([A-Za-z.]+)\.?$/.exec(line.slice(start, end))?.[1]?.toLowerCase() ?? '';
    const isAbbreviation =
      match[0].startsWith('.') &&
      (ABBREVIATIONS.has(lastWord.replace(/\.$/, '')) || /^[a-z]$/i.test(lastWord));
    if (isAbbreviation) continue;
    parts.push(line.slice(start, end).trim());
    start = end;
  }
  parts.push(line.slice(start).trim());
  return parts.filter((part) => part !== '' && part !== '•');
}

export function splitSentences(pageText: string): Sentence[] {
  const blocks = pageText.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  return blocks.flatMap((block, blockNo) =>
    joinWrappedLines(block)
      .flatMap(splitAtFullStops)
      .map((text) => ({ text: text.replace(/^[•●▪◦*]\s*/, ''), blockNo })),
  );
}

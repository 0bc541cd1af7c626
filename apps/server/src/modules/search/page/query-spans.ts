import { readQuotedLexeme } from '../match/keyword-tsquery';

/**
 * Where on a page a search's tsquery matches, word position by word position, as the search
 * itself matches (`search_vector @@ tsquery`): a word anywhere, a phrase only where its words
 * stand together in order at their distances, nothing under a NOT. ts_headline's HighlightAll
 * marks every word of the query wherever it stands, so a phrase's word on its own was marked
 * (and counted) on the reader; this reading is the reader's one rule instead.
 */

type QueryNode =
  | { op: 'word'; lexeme: string; isPrefix: boolean }
  | { op: 'not'; arg: QueryNode }
  | { op: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { op: 'phrase'; left: QueryNode; right: QueryNode; distance: number };

/** Positions of one match: a word is one position, a phrase runs from its first to its last. */
export type PositionSpan = { start: number; end: number };

/**
 * Reads a tsquery as Postgres prints it (`( 'culvert' <-> 'inspect' ) & 'gabion':*`); null for
 * text it does not recognise. Binding, tightest first: `!`, `<->`/`<N>`, `&`, `|`.
 */
export function parseTsquery(text: string): QueryNode | null {
  let index = 0;
  const skip = () => {
    while (text[index] === ' ') index += 1;
  };
  const word = (): QueryNode | null => {
    const quoted = readQuotedLexeme(text, index);
    if (!quoted) return null;
    index = quoted.end;
    const { lexeme } = quoted;
    const suffix = /^:[*A-Da-d]+/.exec(text.slice(index))?.[0] ?? '';
    index += suffix.length;
    return { op: 'word', lexeme, isPrefix: suffix.includes('*') };
  };
  const unary = (): QueryNode | null => {
    skip();
    const character = text[index];
    if (character === '!') {
      index += 1;
      const arg = unary();
      return arg && { op: 'not', arg };
    }
    if (character === '(') {
      index += 1;
      const inner = either();
      skip();
      if (text[index] !== ')') return null;
      index += 1;
      return inner;
    }
    return character === "'" ? word() : null;
  };
  const binary = (
    operand: () => QueryNode | null,
    operator: () => ((left: QueryNode, right: QueryNode) => QueryNode) | null,
  ) => {
    let left = operand();
    for (;;) {
      skip();
      const join = left && operator();
      if (!left || !join) return left;
      const right = operand();
      if (!right) return null;
      left = join(left, right);
    }
  };
  const phrase = () =>
    binary(unary, () => {
      const match = /^<(-|\d+)>/.exec(text.slice(index));
      if (!match) return null;
      index += match[0].length;
      const distance = match[1] === '-' ? 1 : Number(match[1]);
      return (left, right) => ({ op: 'phrase', left, right, distance });
    });
  const symbol = (character: string, op: 'and' | 'or') => () => {
    if (text[index] !== character) return null;
    index += 1;
    return (left: QueryNode, right: QueryNode): QueryNode => ({ op, left, right });
  };
  const both = () => binary(phrase, symbol('&', 'and'));
  const either = (): QueryNode | null => binary(both, symbol('|', 'or'));
  const tree = either();
  skip();
  return index === text.length ? tree : null;
}

/** The lexemes standing at each word position of the page (a stop word's position holds none). */
export type PositionLexemes = readonly (readonly string[])[];

/** Every place on the page where a part of the query matches, as the search reads the query. */
export function matchSpans(node: QueryNode, positions: PositionLexemes): PositionSpan[] {
  switch (node.op) {
    case 'word': {
      const spans: PositionSpan[] = [];
      positions.forEach((lexemes, position) => {
        const hit = lexemes.some((lexeme) =>
          node.isPrefix ? lexeme.startsWith(node.lexeme) : lexeme === node.lexeme,
        );
        if (hit) spans.push({ start: position, end: position });
      });
      return spans;
    }
    case 'not':
      return [];
    case 'and':
    case 'or':
      return [...matchSpans(node.left, positions), ...matchSpans(node.right, positions)];
    case 'phrase': {
      const rights = matchSpans(node.right, positions);
      return matchSpans(node.left, positions).flatMap((left) =>
        rights
          .filter((right) => right.start - left.end === node.distance)
          .map((right) => ({ start: left.start, end: right.end })),
      );
    }
  }
}

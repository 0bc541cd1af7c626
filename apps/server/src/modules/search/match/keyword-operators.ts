import type { KeywordNote } from './keyword-notes';

/**
 * The search box's operators (issue 28): `OR`, `AND` and `NOT`, upper case only (lower-case "or",
 * "and", "not" stay words), with brackets to group them. They are read into the comma and minus
 * syntax the box already has (ADRs 0021, 0072), so every reading downstream (the match, counts,
 * Best Match, highlights, alerts) is that of the equivalent comma/minus text:
 *
 *   cleaning OR security           ->  cleaning, security
 *   cleaning NOT schools           ->  cleaning, -schools      (= cleaning -schools)
 *   (cleaning OR catering) schools ->  cleaning schools, catering schools
 *   NOT (window OR "deep clean")   ->  -window, -"deep clean"
 *
 * AND binds tighter than OR (and than a comma, which is OR too); words side by side are ANDed.
 * NOT, like the minus, leaves its word, phrase or bracket of ORs out of the whole search, wherever
 * it is typed. Anything the comma/minus syntax cannot say (NOT of several words together) is left
 * out and reported as a note, never guessed.
 */

const OPERATORS = ['OR', 'AND', 'NOT'] as const;
type Operator = (typeof OPERATORS)[number];

/** Brackets of ORs multiply out into alternatives; at most this many are searched. */
export const MAX_OPERATOR_ALTERNATIVES = 20;

type Atom = { kind: 'word'; text: string } | { kind: 'phrase'; text: string };
type Token =
  | { type: 'atom'; atom: Atom; isNegated: boolean }
  | { type: 'operator'; operator: Operator }
  | { type: 'comma' | 'open' | 'close' };
type Node =
  | { kind: 'atom'; atom: Atom }
  | { kind: 'and' | 'or'; items: Node[] }
  | { kind: 'not'; item: Node };

/** As the tokenizer delimits words (BREAKS): a quick test before reading tokens. */
const MAY_HOLD_OPERATOR = /(?:^|[\s",()])(?:OR|AND|NOT)(?=$|[\s",()])/;
const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);
const BREAKS = /[\s",()]/;

/** Splits the box into words, phrases, commas, brackets and operators; quotes as the box reads them. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    const isWordStart = index === 0 || isSpace(text[index - 1]) || text[index - 1] === '(';
    if (isSpace(character)) index += 1;
    else if (character === ',' || character === '(' || character === ')') {
      tokens.push({ type: character === ',' ? 'comma' : character === '(' ? 'open' : 'close' });
      index += 1;
    } else if (character === '"' || (character === '-' && isWordStart && text[index + 1] === '"')) {
      const start = text.indexOf('"', index) + 1;
      const close = text.indexOf('"', start);
      const end = close < 0 ? text.length : close;
      const phrase = text.slice(start, end).trim();
      if (phrase) {
        tokens.push({
          type: 'atom',
          atom: { kind: 'phrase', text: phrase },
          isNegated: start > index + 1,
        });
      }
      index = close < 0 ? text.length : close + 1;
    } else {
      let end = index;
      while (end < text.length && !BREAKS.test(text[end]!)) end += 1;
      const word = text.slice(index, end);
      index = end;
      if ((OPERATORS as readonly string[]).includes(word)) {
        tokens.push({ type: 'operator', operator: word as Operator });
      } else if (word.startsWith('-') && word.length > 1 && isWordStart) {
        tokens.push({ type: 'atom', atom: { kind: 'word', text: word.slice(1) }, isNegated: true });
      } else {
        tokens.push({ type: 'atom', atom: { kind: 'word', text: word }, isNegated: false });
      }
    }
  }
  return tokens;
}

/**
 * Recursive descent over the tokens: `or := and ((OR | ,) and)*`, `and := unary (AND? unary)*`,
 * `unary := NOT unary | atom | ( or )`. An operator with nothing to work on, or a bracket without
 * its pair, is skipped and noted.
 */
function parse(tokens: Token[], notes: KeywordNote[]): Node | null {
  let position = 0;
  const peek = () => tokens[position];
  const isOr = (token: Token | undefined) =>
    token?.type === 'comma' || (token?.type === 'operator' && token.operator === 'OR');
  const noteOperator = (operator: Operator) => {
    if (!notes.some((note) => note.kind === 'operator alone' && note.operator === operator)) {
      notes.push({ kind: 'operator alone', operator });
    }
  };
  const unary = (): Node | null => {
    const token = peek();
    if (!token) return null;
    if (token.type === 'operator' && token.operator === 'NOT') {
      position += 1;
      const item = unary();
      if (!item) noteOperator('NOT');
      return item && { kind: 'not', item };
    }
    if (token.type === 'atom') {
      position += 1;
      const atom: Node = { kind: 'atom', atom: token.atom };
      return token.isNegated ? { kind: 'not', item: atom } : atom;
    }
    if (token.type === 'open') {
      position += 1;
      const inner = or();
      if (peek()?.type === 'close') position += 1;
      else notes.push({ kind: 'unmatched bracket' });
      return inner;
    }
    return null;
  };
  const and = (): Node | null => {
    const items: Node[] = [];
    for (;;) {
      const token = peek();
      if (!token || isOr(token) || token.type === 'close') break;
      if (token.type === 'operator' && token.operator === 'AND') {
        position += 1;
        if (items.length === 0 || !peek() || isOr(peek()) || peek()?.type === 'close') {
          noteOperator('AND');
        }
        continue;
      }
      const item = unary();
      if (item) items.push(item);
    }
    return items.length === 0 ? null : items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const or = (): Node | null => {
    const items: Node[] = [];
    let left = and();
    if (left) items.push(left);
    for (let separator = peek(); isOr(separator); separator = peek()) {
      position += 1;
      const right = and();
      if (separator?.type === 'operator' && (!left || !right)) noteOperator('OR');
      if (right) items.push(right);
      left = right;
    }
    return items.length === 0 ? null : items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  return or();
}

/** Closing brackets without an opening one are dropped (and noted) before parsing. */
function dropUnpairedClosings(tokens: Token[], notes: KeywordNote[]): Token[] {
  let depth = 0;
  return tokens.filter((token) => {
    if (token.type === 'open') depth += 1;
    if (token.type !== 'close') return true;
    if (depth > 0) {
      depth -= 1;
      return true;
    }
    notes.push({ kind: 'unmatched bracket' });
    return false;
  });
}

/** The atoms a NOT can leave out of the whole search: one atom, or ORs of them (De Morgan). */
function excludedAtoms(node: Node): Atom[] | null {
  if (node.kind === 'atom') return [node.atom];
  if (node.kind !== 'or') return null;
  const atoms: Atom[] = [];
  for (const item of node.items) {
    const inner = excludedAtoms(item);
    if (!inner) return null;
    atoms.push(...inner);
  }
  return atoms;
}

const atomText = (atom: Atom) => (atom.kind === 'phrase' ? `"${atom.text}"` : atom.text);

function nodeText(node: Node): string {
  if (node.kind === 'atom') return atomText(node.atom);
  if (node.kind === 'not') return `NOT ${nodeText(node.item)}`;
  const joined = node.items.map(nodeText).join(node.kind === 'or' ? ' OR ' : ' ');
  return `(${joined})`;
}

/**
 * Takes the NOTs out of the tree into global exclusions (as the minus does); a NOT of something
 * the exclusions cannot hold is dropped and noted. Double negation reads as the thing itself.
 */
function takeNots(node: Node, exclusions: Atom[], notes: KeywordNote[]): Node | null {
  if (node.kind === 'atom') return node;
  if (node.kind === 'not') {
    if (node.item.kind === 'not') return takeNots(node.item.item, exclusions, notes);
    const atoms = excludedAtoms(node.item);
    if (atoms) exclusions.push(...atoms);
    else notes.push({ kind: 'not unsupported', text: nodeText(node) });
    return null;
  }
  const items = node.items.flatMap((item) => takeNots(item, exclusions, notes) ?? []);
  return items.length === 0 ? null : { kind: node.kind, items };
}

/** The positive tree as alternatives (each a list of atoms all of which must match). */
function alternativesOf(node: Node, notes: KeywordNote[]): Atom[][] {
  if (node.kind === 'atom') return [[node.atom]];
  if (node.kind === 'not') return [];
  if (node.kind === 'or') return node.items.flatMap((item) => alternativesOf(item, notes));
  let product: Atom[][] = [[]];
  for (const item of node.items) {
    const choices = alternativesOf(item, notes);
    if (choices.length === 0) continue;
    const next = product.flatMap((left) => choices.map((right) => [...left, ...right]));
    if (next.length > MAX_OPERATOR_ALTERNATIVES) {
      if (!notes.some((note) => note.kind === 'too many alternatives')) {
        notes.push({ kind: 'too many alternatives', kept: MAX_OPERATOR_ALTERNATIVES });
      }
    }
    product = next.slice(0, MAX_OPERATOR_ALTERNATIVES);
  }
  return product;
}

/**
 * The box in comma/minus syntax, with notes on what could not be read, or null when it holds no
 * operator (it is then read as typed). Quotes must already be straight.
 */
export function rewriteKeywordOperators(
  text: string,
): { text: string; notes: KeywordNote[] } | null {
  // Most boxes hold no capitalised operator at all: no need to read them token by token.
  if (!MAY_HOLD_OPERATOR.test(text)) return null;
  const tokens = tokenize(text);
  if (!tokens.some((token) => token.type === 'operator')) return null;
  const notes: KeywordNote[] = [];
  const tree = parse(dropUnpairedClosings(tokens, notes), notes);
  const exclusions: Atom[] = [];
  const positive = tree && takeNots(tree, exclusions, notes);
  const alternatives = positive ? alternativesOf(positive, notes) : [];
  const parts = [
    ...alternatives.map((atoms) => atoms.map(atomText).join(' ')),
    ...exclusions.map((atom) => `-${atomText(atom)}`),
  ];
  return { text: parts.join(', '), notes };
}

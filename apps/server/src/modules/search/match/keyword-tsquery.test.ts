import { describe, expect, it } from 'vitest';
import {
  buildKeywordPartsQuery,
  composeKeywordTsquery,
  parsePhraseQuery,
  phraseToPairs,
  quoteLexeme,
} from './keyword-tsquery';

describe('keyword tsquery', () => {
  it('asks Postgres for each part of each text term', () => {
    const query = buildKeywordPartsQuery({
      keywords: 'road "social value", WAC-0000000A01, cloud',
    });
    expect(query?.params).toEqual(['road', 'social value', 'cloud']);
    expect(query?.layout).toEqual([['words', 'phrase'], ['words']]);
    expect(buildKeywordPartsQuery({ keywords: 'WAC-0000000A01' })).toBeNull();
  });

  it('reads phrase queries as Postgres prints them', () => {
    expect(parsePhraseQuery("'social' <-> 'valu' <2> 'road'")).toEqual({
      lexemes: ['social', 'valu', 'road'],
      gaps: [1, 2],
    });
    expect(parsePhraseQuery("'o''neil' <-> 'a\\\\b'")).toEqual({
      lexemes: ["o'neil", 'a\\b'],
      gaps: [1],
    });
    expect(parsePhraseQuery("'a' & 'b'")).toBeNull();
    expect(parsePhraseQuery("( 'a' | 'b' ) <-> 'c'")).toBeNull();
  });

  it('quotes lexemes for tsquery input', () => {
    expect(quoteLexeme("o'neil")).toBe("'o''neil'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });

  it('answers two-word phrases from one pair lexeme and narrows longer ones', () => {
    expect(phraseToPairs("'social' <-> 'valu'")).toBe("'social 1 valu'");
    expect(phraseToPairs("'health' <2> 'safeti'")).toBe("'health 2 safeti'");
    expect(phraseToPairs("'a' <3> 'b'")).toBe("'a' <3> 'b'");
    expect(phraseToPairs("'repair' <2> 'mainten' <-> 'servic'")).toBe(
      "'repair 2 mainten' & 'mainten 1 servic' & ( 'repair' <2> 'mainten' <-> 'servic' )",
    );
    expect(phraseToPairs("'road'")).toBe("'road'");
  });

  it('joins parts with & and terms with |, dropping stop-word-only parts', () => {
    const composed = composeKeywordTsquery(
      ["'road'", "'social' <-> 'valu'", '', "'cloud'"],
      [['words', 'phrase'], ['words'], ['words']],
    );
    expect(composed.text).toBe("( ( 'road' ) & ( 'social 1 valu' ) ) | ( ( 'cloud' ) )");
    expect(composed.plain).toBe("( ( 'road' ) & ( 'social' <-> 'valu' ) ) | ( ( 'cloud' ) )");
    // The stop-word-only middle term is no alternative.
    expect(composed.terms).toEqual(["( ( 'road' ) & ( 'social 1 valu' ) )", "( ( 'cloud' ) )"]);
    expect(composeKeywordTsquery([''], [['words']])).toEqual({
      text: '',
      plain: '',
      terms: [],
      exclusion: '',
      plainExclusion: '',
    });
  });

  it('asks for exclusions after the terms and joins them with |', () => {
    const query = buildKeywordPartsQuery({ keywords: 'cleaning -window -"deep clean", catering' });
    expect(query?.params).toEqual(['cleaning', 'catering', 'window', 'deep clean']);
    expect(query?.layout).toEqual([['words'], ['words']]);
    expect(query?.exclusionLayout).toEqual(['words', 'phrase']);
    const composed = composeKeywordTsquery(
      ["'clean'", "'cater'", "'window'", "'deep' <-> 'clean'", ''],
      query!.layout,
      [...query!.exclusionLayout, 'words'],
    );
    expect(composed.text).toBe("( ( 'clean' ) ) | ( ( 'cater' ) )");
    expect(composed.exclusion).toBe("( 'window' ) | ( 'deep 1 clean' )");
    expect(composed.plainExclusion).toBe("( 'window' ) | ( 'deep' <-> 'clean' )");
    // Exclusions alone still need Postgres's reading; no terms gives no alternatives.
    const onlyExclusions = buildKeywordPartsQuery({ keywords: '-window' });
    expect(onlyExclusions?.layout).toEqual([]);
    expect(onlyExclusions?.exclusionLayout).toEqual(['words']);
  });
});

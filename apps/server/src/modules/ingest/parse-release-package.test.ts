import { describe, expect, it } from 'vitest';
import { toJsonbText } from './jsonb-text';
import { BrokenPageError, parseReleasePackage } from './parse-release-package';
import { resolveNextUrl } from './portal-feed';

describe('parseReleasePackage', () => {
  it('returns releases and links.next, dropping releases without ocid or id', () => {
    const body = JSON.stringify({
      releases: [{ ocid: 'a', id: '1' }, { ocid: 'b' }, 'junk', { ocid: 'c', id: 2 }],
      links: { next: 'https://x.example/?cursor=abc' },
    });
    const parsed = parseReleasePackage(new TextEncoder().encode(body));
    expect(parsed.releases).toEqual([
      { ocid: 'a', id: '1' },
      { ocid: 'c', id: '2' },
    ]);
    expect(parsed.droppedReleases).toBe(2);
    expect(parsed.nextUrl).toBe('https://x.example/?cursor=abc');
  });

  it('accepts a bare array of releases (saved files)', () => {
    expect(parseReleasePackage('[{"ocid":"a","id":"1"}]').releases).toHaveLength(1);
  });

  it('reads PCS / Sell2Wales answers without `releases` as empty when told to', () => {
    const empty = '{"uri":"x","version":"1.1","publishedDate":"2026-10-01T10:00:00Z"}';
    expect(() => parseReleasePackage(empty)).toThrow(BrokenPageError);
    expect(parseReleasePackage(empty, { missingReleasesIsEmpty: true }).releases).toEqual([]);
  });

  it('derives a stable id for PCS releases that have none, and drops other id-less ones', () => {
    const body = JSON.stringify({
      releases: [
        { ocid: 'ocds-r6ebe6-0000548866', date: '2019-04-01T00:00:00Z', tag: ['tender'] },
        { ocid: 'ocds-b5fd17-0000', date: '2019-04-01T00:00:00Z', tag: ['tender'] },
      ],
    });
    const first = parseReleasePackage(body);
    expect(first.releases.map((release) => release.id)).toEqual([
      'ocds-r6ebe6-0000548866-2019-04-01T00:00:00Z-tender',
    ]);
    expect(first.droppedReleases).toBe(1);
    expect(parseReleasePackage(body).releases[0].id).toBe(first.releases[0].id);
  });

  it('reads record packages and single releases from saved files only', () => {
    const records = '{"records":[{"ocid":"a","releases":[{"ocid":"a","id":"1"}]}]}';
    expect(parseReleasePackage(records, { isSavedFile: true }).releases).toHaveLength(1);
    expect(
      parseReleasePackage('{"ocid":"a","id":"1"}', { isSavedFile: true }).releases,
    ).toHaveLength(1);
    expect(() => parseReleasePackage(records)).toThrow(BrokenPageError);
  });

  it('throws BrokenPageError for HTML, truncated JSON and non-packages', () => {
    for (const body of ['<html>rate limit</html>', '{"releases": [', '{"records": []}']) {
      expect(() => parseReleasePackage(body)).toThrow(BrokenPageError);
    }
  });
});

describe('resolveNextUrl', () => {
  it('follows links on the configured origin and re-points others at it', () => {
    const base = 'http://127.0.0.1:8080';
    expect(resolveNextUrl('http://127.0.0.1:8080/api?cursor=1', base)).toBe(
      'http://127.0.0.1:8080/api?cursor=1',
    );
    expect(resolveNextUrl('https://evil.example/api?cursor=1', base)).toBe(
      'http://127.0.0.1:8080/api?cursor=1',
    );
  });
});

describe('toJsonbText', () => {
  it('drops NUL characters and replaces lone surrogates, leaving other text alone', () => {
    expect(JSON.parse(toJsonbText({ a: 'x\u0000y', b: 'ok \ud800', c: '😀' }))).toEqual({
      a: 'xy',
      b: 'ok \ufffd',
      c: '😀',
    });
    expect(toJsonbText({ a: 'plain' })).toBe('{"a":"plain"}');
  });
});

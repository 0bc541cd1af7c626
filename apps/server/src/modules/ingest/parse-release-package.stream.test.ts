import { describe, expect, it } from 'vitest';
import { BrokenPageError, ReleasePackageParser } from './parse-release-package';

/** Feeds `bytes` cut at `cuts` (ascending offsets) and returns the parsed page. */
function parseInPieces(bytes: Uint8Array, cuts: number[]) {
  const parser = new ReleasePackageParser();
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    parser.write(bytes.subarray(start, cut));
    start = cut;
  }
  return parser.end();
}

const FTS_PAGE = [
  '{"uri": "x", "overflow": 1e9999, "releases": [',
  '{"ocid": "ocds-h6vhtk-1", "id": "1", "value": {"amount": 1 250 000.50, "gross": 1e9999},',
  ' "title": "Caf\u00c3\u00a9 \u00e2\u20ac\u201c 250 000, 1e9999 in text", "n": [NaN, -Infinity, 000]},',
  '{"ocid": "ocds-h6vhtk-2", "id": "2", "amount": 12 000, "t": "\\"quoted\\" \u00a3 \ud83d\ude00"}',
  '], "links": {"next": "https://fts.example/next?cursor=a"}}',
].join('');

const EXPECTED = {
  releases: [
    {
      ocid: 'ocds-h6vhtk-1',
      id: '1',
      value: { amount: 1250000.5, gross: null },
      title: 'Café – 250 000, 1e9999 in text',
      n: [null, null, 0],
    },
    { ocid: 'ocds-h6vhtk-2', id: '2', amount: 12000, t: '"quoted" £ 😀' },
  ],
  nextUrl: 'https://fts.example/next?cursor=a',
  droppedReleases: 0,
};

describe('ReleasePackageParser', () => {
  it('repairs 1e9999, " 000," and mojibake wherever the chunks are cut', () => {
    const bytes = new TextEncoder().encode(FTS_PAGE);
    expect(parseInPieces(bytes, [])).toEqual(EXPECTED);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(parseInPieces(bytes, [cut]), `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('repairs each release that needs it, whatever the one reason, and only those', () => {
    // The walk that repairs strings and numbers runs only for releases whose text or numbers
    // may need it (ADR 0106): each of these needs it for exactly one reason.
    const manyDigits = '9'.repeat(400);
    const page = [
      '{"releases": [',
      '{"ocid": "a", "id": "1", "t": "Caf\\u00c3\\u00a9 \\u00C2\\u00a3"},',
      '{"ocid": "a", "id": "2", "v": [1.5E400, -2e+999]},',
      `{"ocid": "a", "id": "3", "v": ${manyDigits}, "w": 0.${manyDigits}},`,
      '{"ocid": "a", "id": "4", "t": "ends in a backslash \\\\", "u": "\\\\\\"q"},',
      '{"ocid": "a", "id": "5", "t": "Café £5 – plain", "v": 12e2},',
      '{"ocid": "a", "id": "6", "t": "Caf\u00c3\u00a9 \u00e2\u20ac\u201c raw"}',
      ']}',
    ].join('');
    const expected = [
      { ocid: 'a', id: '1', t: 'Café £' },
      { ocid: 'a', id: '2', v: [null, null] },
      { ocid: 'a', id: '3', v: null, w: 1 },
      { ocid: 'a', id: '4', t: 'ends in a backslash \\', u: '\\"q' },
      { ocid: 'a', id: '5', t: 'Café £5 – plain', v: 1200 },
      { ocid: 'a', id: '6', t: 'Café – raw' },
    ];
    const bytes = new TextEncoder().encode(page);
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(parseInPieces(bytes, [cut]).releases, `cut at ${cut}`).toEqual(expected);
    }
  });

  it('parses a body fed one byte at a time', () => {
    const bytes = new TextEncoder().encode(FTS_PAGE);
    const cuts = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect(parseInPieces(bytes, cuts)).toEqual(EXPECTED);
  });

  it('decodes an ISO-8859-1 body even when its first chunks were plain ASCII', () => {
    const text = '{"releases": [{"ocid": "a", "id": "1", "title": "\u00a310 caf\u00e9"}]}';
    const bytes = Buffer.from(text, 'latin1');
    const page = parseInPieces(bytes, [20, 45]);
    expect(page.releases[0].title).toBe('£10 café');
  });

  it('parses a long page written in many chunks', () => {
    const parser = new ReleasePackageParser();
    const release = JSON.stringify({ ocid: 'a', id: '1', description: 'x'.repeat(10_000) });
    parser.write(Buffer.from('{"releases": ['));
    for (let index = 0; index < 200; index += 1) {
      parser.write(Buffer.from(`${index === 0 ? '' : ','}${release}`));
    }
    parser.write(Buffer.from(']}'));
    const page = parser.end();
    expect(page.releases).toHaveLength(200);
    expect(page.nextUrl).toBeNull();
  });

  it('follows the outline through brackets in strings, other keys and junk elements', () => {
    const body = [
      '{"links": {"next": "https://x.example/?c=]}"}, "note": "a } ] [ { \\" quote",',
      ' "extensions": [{"releases": [1]}], "releases": [7, {"ocid": "a", "id": "1",',
      ' "t": "[{\\"}]"}, "junk", [], {"ocid": "b", "id": "2"}, null], "tail": {"a": [1]}}',
    ].join('');
    const bytes = new TextEncoder().encode(body);
    for (const cuts of [[], [17], [40, 41, 90]]) {
      expect(parseInPieces(bytes, cuts)).toEqual({
        releases: [
          { ocid: 'a', id: '1', t: '[{"}]' },
          { ocid: 'b', id: '2' },
        ],
        nextUrl: 'https://x.example/?c=]}',
        droppedReleases: 4,
      });
    }
  });

  it('fails fast on HTML and throws BrokenPageError for truncated or non-package bodies', () => {
    const html = new ReleasePackageParser();
    expect(() => html.write(Buffer.from('<html><body>403</body></html>'))).toThrow(BrokenPageError);
    for (const body of [
      '{"releases": [{"ocid": "a"',
      '{"records": []}',
      '{"releases": {"ocid": "a"}}',
      '{"releases": []} trailing',
      '',
      '   ',
    ]) {
      const parser = new ReleasePackageParser();
      expect(() => {
        parser.write(Buffer.from(body));
        parser.end();
      }, body).toThrow(BrokenPageError);
    }
  });
});

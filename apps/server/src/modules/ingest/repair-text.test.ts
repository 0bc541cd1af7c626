import { describe, expect, it } from 'vitest';
import { parseReleasePackage } from './parse-release-package';
import {
  decodeBody,
  decodeEntitiesInJson,
  decodeHtmlEntities,
  mayHoldEntity,
  noteIfEntityFree,
  repairMojibake,
} from './repair-text';

describe('decodeBody', () => {
  it('reads valid UTF-8 as UTF-8', () => {
    expect(decodeBody(new TextEncoder().encode('£5 – café'))).toBe('£5 – café');
  });

  it('falls back to Windows-1252 for ISO-8859-1 bytes', () => {
    const latin1 = Uint8Array.from([0xa3, 0x31, 0x30, 0x20, 0x63, 0x61, 0x66, 0xe9]);
    expect(decodeBody(latin1)).toBe('£10 café');
  });

  it('maps Windows-1252 punctuation bytes', () => {
    expect(decodeBody(Uint8Array.from([0x93, 0x68, 0x69, 0x94, 0x20, 0x96]))).toBe('“hi” –');
  });
});

describe('repairMojibake', () => {
  it('repairs the pound sign seen on Contracts Finder', () => {
    expect(repairMojibake('value Â£131,000,000')).toBe('value £131,000,000');
  });

  it('repairs three-byte sequences read as Windows-1252', () => {
    expect(repairMojibake('the councilâ€™s â€œnewâ€\u009d plan â€“ 2022')).toBe(
      'the council’s “new” plan – 2022',
    );
  });

  it('repairs three-byte sequences read as Latin-1 (C1 controls)', () => {
    expect(repairMojibake('don\u00e2\u0080\u0099t')).toBe('don’t');
  });

  it('repairs accented letters and non-breaking spaces', () => {
    expect(repairMojibake('CafÃ© de Paris,\u00c2\u00a0open')).toBe('Café de Paris,\u00a0open');
  });

  it('repairs text that was mangled twice', () => {
    expect(repairMojibake('Ã‚Â£5')).toBe('£5');
  });

  it('leaves correct text alone', () => {
    const text = 'Café £5 – “quoted” naïve Ürün ÀÉÎ';
    expect(repairMojibake(text)).toBe(text);
  });

  it('is safe to run on JSON text before parsing', () => {
    const json = '{"description": "Budget Â£2m", "title": "Ã©cole"}';
    expect(JSON.parse(repairMojibake(json))).toEqual({ description: 'Budget £2m', title: 'école' });
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the entities the portals leave in text', () => {
    expect(decodeHtmlEntities('St Bede&apos;s Catholic School')).toBe("St Bede's Catholic School");
    expect(decodeHtmlEntities('Roads &amp; Bridges &lt;Lot 1&gt; &quot;A&quot;')).toBe(
      'Roads & Bridges <Lot 1> "A"',
    );
    expect(decodeHtmlEntities('council&#8217;s &#x2013; &pound;5&nbsp;m')).toBe(
      'council’s – £5\u00a0m',
    );
  });

  it('decodes once, and leaves text that only looks like an entity', () => {
    expect(decodeHtmlEntities('AT&amp;amp;T')).toBe('AT&amp;T');
    expect(decodeHtmlEntities('R&D, Fish & Chips, &notice, a&b;')).toBe(
      'R&D, Fish & Chips, &notice, a&b;',
    );
  });
});

describe('decodeEntitiesInJson', () => {
  it('decodes every string of a release, keys untouched, unchanged parts shared', () => {
    const documents = [{ id: '1', url: 'https://example.test/doc?a=1' }];
    const release = {
      id: 'r&amp;1',
      tender: { title: 'St Bede&apos;s', value: { amount: 5 }, documents },
      parties: [{ name: 'Smith &amp; Sons', roles: ['supplier'] }],
      'odd&amp;key': true,
    };
    const decoded = decodeEntitiesInJson(release);
    expect(decoded).toEqual({
      id: 'r&1',
      tender: { title: "St Bede's", value: { amount: 5 }, documents },
      parties: [{ name: 'Smith & Sons', roles: ['supplier'] }],
      'odd&amp;key': true,
    });
    expect(decoded.tender.documents).toBe(documents);
    expect(release.tender.title).toBe('St Bede&apos;s');
    const clean = { tender: { title: 'Plain' } };
    expect(decodeEntitiesInJson(clean)).toBe(clean);
  });
});

describe('noteIfEntityFree', () => {
  it('lets the entity walk skip only values whose JSON text has no &, raw or escaped', () => {
    for (const text of ['{"t": "St Bede&apos;s"}', '{"t": "St Bede\\u0026apos;s"}']) {
      const value = JSON.parse(text);
      noteIfEntityFree(value, text);
      expect(decodeEntitiesInJson(value), text).toEqual({ t: "St Bede's" });
    }
    const text = '{"t": "Plain", "n": [1, {"u": "x"}]}';
    const value = JSON.parse(text);
    noteIfEntityFree(value, text);
    expect(decodeEntitiesInJson(value)).toBe(value);
  });

  it('skips text whose & starts no entity, walks every spelling of one', () => {
    const skipped = [
      '{"url": "https://x.test/n?a=1&b=2", "t": "Fish & Chips, R&D, &notice"}',
      '{"t": "AT&T"}',
      '{"t": "a&b"}',
    ];
    for (const text of skipped) expect(mayHoldEntity(text), text).toBe(false);
    const walked = [
      '{"t": "St Bede&apos;s"}',
      '{"t": "&#8217;"}',
      '{"t": "&#x2019;"}',
      '{"t": "St Bede\\u0026apos;s"}',
      '{"t": "&amp\\u003b"}',
      '{"t": "&\\u0061mp;"}',
      '{"t": "&;"}',
    ];
    for (const text of walked) expect(mayHoldEntity(text), text).toBe(true);
    for (const text of walked.slice(0, 6)) {
      const value = JSON.parse(text);
      noteIfEntityFree(value, text);
      expect(decodeEntitiesInJson(value).t, text).not.toBe(value.t);
    }
  });

  it('never skips a string that strict decoding would change, however it is escaped', () => {
    // Every short string over an alphabet of entity parts, written raw, with each character
    // escaped as \uXXXX, and with all but its `&` escaped: whenever the check says "no entity",
    // decoding must change nothing.
    const parts = ['&', 'amp', '#39', '#x41', ';', 'a', ' ', '\\', '"'];
    const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    const escapeAll = (text: string, keep = '') =>
      [...text].map((char) => (keep.includes(char) ? char : escapeChar(char))).join('');
    let checked = 0;
    const visit = (text: string, length: number) => {
      if (length === 0) {
        const spellings = [
          JSON.stringify(text),
          `"${escapeAll(text)}"`,
          `"${escapeAll(text, '&')}"`,
        ];
        for (const json of spellings) {
          if (!mayHoldEntity(json)) expect(decodeHtmlEntities(JSON.parse(json)), json).toBe(text);
          checked += 1;
        }
        return;
      }
      for (const part of parts) visit(text + part, length - 1);
    };
    visit('', 4);
    expect(checked).toBe(3 * parts.length ** 4);
  });

  it('holds for releases read by the package scan, an escaped & included', () => {
    const page = [
      '{"releases": [',
      '{"ocid": "a", "id": "1", "title": "Roads \\u0026amp; Bridges"},',
      '{"ocid": "a", "id": "2", "title": "St Bede&apos;s"},',
      '{"ocid": "a", "id": "3", "title": "Plain"}',
      ']}',
    ].join('');
    const titles = parseReleasePackage(page).releases.map(
      (release) => decodeEntitiesInJson(release).title,
    );
    expect(titles).toEqual(['Roads & Bridges', "St Bede's", 'Plain']);
  });
});

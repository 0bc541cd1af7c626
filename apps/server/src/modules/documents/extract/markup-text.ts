import { unzipSync } from 'fflate';
import { convert } from 'html-to-text';
import { ExtractError } from './extract-limits';

/** An HTML page's visible text (html-to-text: scripts and styles dropped, links as words). */
export function readHtmlPages(bytes: Uint8Array): string[] {
  const html = Buffer.from(bytes).toString('utf8');
  return [
    convert(html, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { ignoreHref: true } },
        { selector: 'img', format: 'skip' },
      ],
    }),
  ];
}

export function readTextPages(bytes: Uint8Array): string[] {
  return [Buffer.from(bytes).toString('utf8')];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text content with paragraphs and cells as line and tab breaks, entities decoded. */
function xmlText(xml: string): string {
  return xml
    .replace(/<text:tab\/>/g, '\t')
    .replace(/<text:line-break\/>/g, '\n')
    .replace(/<text:s(?: text:c="(\d+)")?\/>/g, (_m, count) => ' '.repeat(Number(count ?? 1)))
    .replace(/<\/(text:p|text:h|table:table-row)>/g, '\n')
    .replace(/<\/table:table-cell>/g, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name] ?? match;
    });
}

/**
 * OpenDocument text and spreadsheets: content.xml read for its text. ODF's text elements are few
 * and flat (paragraphs, headings, cells), so stripping the markup with their breaks kept is
 * enough, and spares a second office library; a spreadsheet gives one page per sheet.
 */
export function readOdfPages(bytes: Uint8Array, kind: 'odt' | 'ods'): string[] {
  const entry = unzipSync(bytes, { filter: (file) => file.name === 'content.xml' })['content.xml'];
  if (!entry) throw new ExtractError('not a readable OpenDocument file');
  const xml = Buffer.from(entry).toString('utf8');
  const body = xml.replace(/^[\s\S]*?<office:body>/, '').replace(/<\/office:body>[\s\S]*$/, '');
  if (kind === 'odt') return [xmlText(body)];
  const sheets = [
    ...body.matchAll(/<table:table\b[^>]*?table:name="([^"]*)"[^>]*>([\s\S]*?)<\/table:table>/g),
  ];
  return sheets.map(([, name, content]) => `${xmlText(name ?? '')}\n${xmlText(content ?? '')}`);
}

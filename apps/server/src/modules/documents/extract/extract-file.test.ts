import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  BROKEN_PDF,
  buildDocx,
  buildPdf,
  buildScannedPdf,
  buildXlsx,
  buildZip,
  buildZipBomb,
} from '../../../../test/helpers/tender-documents';
import { extractFile } from './extract-file';
import { DEFAULT_EXTRACT_LIMITS } from './extract-limits';

const limits = DEFAULT_EXTRACT_LIMITS;

describe('extractFile', () => {
  it('reads a PDF page by page', async () => {
    const pdf = await buildPdf(['Invitation to tender', 'Insurance: employers liability £10m']);
    const result = await extractFile(pdf, 'ITT.pdf', limits);
    expect(result.status).toBe('extracted');
    if (result.status !== 'extracted') return;
    expect(result.pages).toHaveLength(2);
    expect(result.pages[1]).toContain('employers liability');
    expect(result.pages[0]).not.toContain('liability');
  });

  it('marks a PDF without a text layer as scanned', async () => {
    const result = await extractFile(await buildScannedPdf(2), 'scan.pdf', limits);
    expect(result.status).toBe('no_text_scanned');
  });

  it('records a broken PDF with its reason', async () => {
    const result = await extractFile(BROKEN_PDF, 'broken.pdf', limits);
    expect(result).toEqual({
      status: 'failed',
      reason: expect.stringMatching(/not a readable PDF/),
    });
  });

  it('reads DOCX as one page and XLSX as a page per sheet', async () => {
    const docx = await extractFile(
      await buildDocx(['Scope', 'Grounds maintenance']),
      'a.docx',
      limits,
    );
    expect(docx).toMatchObject({ status: 'extracted', kind: 'docx' });
    if (docx.status === 'extracted') expect(docx.pages[0]).toContain('Grounds maintenance');
    const xlsx = await extractFile(
      await buildXlsx({
        Pricing: [
          ['Item', 'Rate'],
          ['Gully cleansing', 42],
        ],
        Notes: [['TUPE applies']],
      }),
      'prices.xlsx',
      limits,
    );
    expect(xlsx).toMatchObject({ status: 'extracted', kind: 'xlsx' });
    if (xlsx.status === 'extracted') {
      expect(xlsx.pages).toHaveLength(2);
      expect(xlsx.pages[0]).toContain('Gully cleansing\t42');
      expect(xlsx.pages[1]).toContain('TUPE applies');
    }
  });

  it('reads ODT text from content.xml', async () => {
    const odt = zipSync({
      mimetype: [new TextEncoder().encode('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': new TextEncoder().encode(
        '<office:document-content><office:body><office:text><text:p>Social value &amp; net zero</text:p><text:p>Week<text:s/>one</text:p></office:text></office:body></office:document-content>',
      ),
    });
    const result = await extractFile(odt, 'spec.odt', limits);
    expect(result).toMatchObject({ status: 'extracted', kind: 'odt' });
    if (result.status === 'extracted')
      expect(result.pages[0]).toBe('Social value & net zero\nWeek one\n');
  });

  it('lists the files of nested zips with their paths', async () => {
    const inner = buildZip({ 'Vol 2.pdf': await buildPdf(['inner words']) });
    const outer = buildZip({ 'inner.zip': inner, 'readme.txt': new TextEncoder().encode('hello') });
    const result = await extractFile(outer, 'pack.zip', limits);
    expect(result.status).toBe('zip');
    if (result.status === 'zip') {
      expect(result.members.map((member) => member.path).sort()).toEqual([
        'inner.zip/Vol 2.pdf',
        'readme.txt',
      ]);
    }
  });

  it('refuses a zip bomb, and zips nested too deep', async () => {
    const bomb = await extractFile(buildZipBomb(), 'bomb.zip', limits);
    expect(bomb).toEqual({ status: 'failed', reason: expect.stringMatching(/zip bomb/) });
    let nested = buildZip({ 'a.txt': new TextEncoder().encode('deep') });
    for (let level = 0; level < 4; level += 1) nested = buildZip({ [`l${level}.zip`]: nested });
    const deep = await extractFile(nested, 'deep.zip', limits);
    expect(deep).toEqual({ status: 'failed', reason: expect.stringMatching(/nested more than 3/) });
  });

  it('says when a format is not read', async () => {
    const result = await extractFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'photo.jpg', limits);
    expect(result).toEqual({ status: 'failed', reason: 'not a format we read' });
  });
});

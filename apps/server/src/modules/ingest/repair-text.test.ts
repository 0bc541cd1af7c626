import { describe, expect, it } from 'vitest';
import { decodeBody, repairMojibake } from './repair-text';

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

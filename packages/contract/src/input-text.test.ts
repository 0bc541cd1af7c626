import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  hasBrokenCharacters,
  hasControlCharacters,
  inputText,
  inputTextOrList,
  rejectControlCharacters,
} from './input-text';

describe('text a client sends', () => {
  it('refuses NUL, the other C0 controls, DEL and the C1 controls', () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x9f]) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(
        true,
      );
    }
  });

  it('keeps tabs, line breaks and ordinary Unicode', () => {
    expect(hasControlCharacters('one\ttwo\r\nthree')).toBe(false);
    expect(hasControlCharacters('St Bede’s, Ysgol Gymraeg – £25,000 ✓')).toBe(false);
  });

  it('names the field with one message, before the checks chained after it', () => {
    const schema = z.object({ name: inputText().trim().min(1).max(3) });
    const result = schema.safeParse({ name: ' \u0000 too long ' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
  });

  it('checks every value of a repeated query parameter and names the parameter', () => {
    const schema = z.object({ q: inputTextOrList().optional() });
    expect(schema.safeParse({ q: ['fine', 'not\u0000fine'] }).error?.issues).toEqual([
      expect.objectContaining({ path: ['q'], message: CONTROL_CHARACTER_MESSAGE }),
    ]);
    expect(schema.parse({ q: ['fine', 'also fine'] })).toEqual({ q: ['fine', 'also fine'] });
  });

  it('wraps unions of text and other types with the same message', () => {
    const schema = z.object({
      value: rejectControlCharacters(z.union([z.number(), z.string(), z.null()])),
    });
    expect(schema.safeParse({ value: '1\u00000' }).error?.issues[0]?.message).toBe(
      CONTROL_CHARACTER_MESSAGE,
    );
    expect(schema.parse({ value: 25 })).toEqual({ value: 25 });
  });

  it('refuses lone surrogates (ill-formed UTF-16) and keeps paired ones', () => {
    for (const text of ['\ud800', 'a\udbffb', '\udc00', 'x\udfff', '\ud83d\ud83d\ude00\ude00']) {
      expect(hasBrokenCharacters(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['😀', 'a\ud83d\ude00b', '𠜎 rare', 'plain']) {
      expect(hasBrokenCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names the field of a lone surrogate, in text, lists and unions alike', () => {
    const schema = z.object({
      name: inputText().trim().min(1),
      q: inputTextOrList().optional(),
      value: rejectControlCharacters(z.union([z.number(), z.string(), z.null()])),
    });
    const result = schema.safeParse({ name: '\ud800', q: ['fine', '\udc00'], value: '1\ud800' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['name'], message: BROKEN_CHARACTER_MESSAGE }),
      expect.objectContaining({ path: ['q'], message: BROKEN_CHARACTER_MESSAGE }),
      expect.objectContaining({ path: ['value'], message: BROKEN_CHARACTER_MESSAGE }),
    ]);
  });
});

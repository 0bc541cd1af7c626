import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can start markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Roads & bridges</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Roads &amp; bridges&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in portal text stays visible as written', () => {
    expect(escapeHtml('AT&amp;T')).toBe('AT&amp;amp;T');
  });
});

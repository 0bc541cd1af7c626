import type { TemplateDocument } from '@wac/contract';

/** A template body of paragraphs, for tests: each string one paragraph. */
export const paragraphs = (...texts: string[]): TemplateDocument => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

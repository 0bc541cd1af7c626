import type { TemplateBlock, TemplateDocument, TemplateInline } from '@wac/contract';

/**
 * The starter sections are written as short lines, so they read as prose here: `## ` starts a
 * heading, `- ` a bullet, anything else a paragraph; `**words**` are bold. Consecutive bullets
 * make one list.
 */
export function documentFromLines(lines: readonly string[]): TemplateDocument {
  const content: TemplateBlock[] = [];
  for (const line of lines) {
    if (line.startsWith('## ')) {
      content.push({ type: 'heading', attrs: { level: 2 }, content: inline(line.slice(3)) });
    } else if (line.startsWith('- ')) {
      const item = { type: 'listItem' as const, content: [paragraph(line.slice(2))] };
      const last = content.at(-1);
      if (last?.type === 'bulletList') last.content.push(item);
      else content.push({ type: 'bulletList', content: [item] });
    } else {
      content.push(paragraph(line));
    }
  }
  return { type: 'doc', content };
}

const paragraph = (text: string): TemplateBlock => ({ type: 'paragraph', content: inline(text) });

function inline(text: string): TemplateInline[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter((part) => part.length > 0)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? { type: 'text', text: part.slice(2, -2), marks: [{ type: 'bold' }] }
        : { type: 'text', text: part },
    );
}

import { describe, expect, it } from 'vitest';
import type { WebhookEvent } from './webhook-event';
import { escapeSlackText, renderSlackMessage, renderTeamsMessage } from './webhook-formats';

// biome-ignore lint/suspicious/noExplicitAny: message JSON is read by path in the assertions.
type Wire = any;

const event = (count: number, more = 0): WebhookEvent => ({
  type: 'alert_profile.matches',
  title: `${'Roads '.repeat(40)}digest`,
  items: Array.from({ length: count }, (_, index) => ({
    wac_id: `WAC-${index}`,
    title: `**Bold** _claim_ ${index} <@U123>`,
    url: `https://wac.example/opportunity/WAC-${index}`,
    facts: ['Open', 'Leeds & District <Council>'],
  })),
  more,
  link: { text: 'See all matches in search', url: 'https://wac.example/search?q=roads' },
});

describe('webhook message formats', () => {
  it('escapes exactly the characters Slack reads as control sequences', () => {
    expect(escapeSlackText('<!channel> & <https://x|y> *bold*')).toBe(
      '&lt;!channel&gt; &amp; &lt;https://x|y&gt; *bold*',
    );
  });

  it('keeps a Slack message inside its block limits and counts what it leaves out', () => {
    const message = renderSlackMessage(event(25, 3)) as { text: string; blocks: Wire[] };
    expect(message.blocks.length).toBeLessThanOrEqual(50);
    expect(message.blocks[0].text.text.length).toBeLessThanOrEqual(150);
    const sections = message.blocks.filter((block) => block.type === 'section');
    // 20 items and the closing link.
    expect(sections).toHaveLength(21);
    expect(sections[0].text.text).toContain('&lt;@U123&gt;');
    expect(message.blocks.at(-2)).toEqual({
      type: 'context',
      elements: [{ type: 'plain_text', text: '...and 8 more.' }],
    });
    expect(message.text).not.toContain('<@U123>');
  });

  it('puts portal text in Teams TextRuns, which are never read as markdown', () => {
    const message = renderTeamsMessage(event(1)) as { attachments: Wire[] };
    const body = message.attachments[0].content.body as Wire[];
    expect(body.every((block) => block.type === 'RichTextBlock')).toBe(true);
    expect(body[1].inlines[0]).toMatchObject({
      type: 'TextRun',
      text: '**Bold** _claim_ 0 <@U123>',
      selectAction: { type: 'Action.OpenUrl', url: 'https://wac.example/opportunity/WAC-0' },
    });
    expect(body[2].inlines[0].text).toBe('Open · Leeds & District <Council>');
  });
});

import type { WebhookKind } from '@wac/contract';
import type { WebhookEvent, WebhookEventItem } from './webhook-event';

/** Slack allows 50 blocks a message; a message lists this many items and counts the rest. */
const SLACK_MAX_ITEMS = 20;
/** Teams cards grow long fast on a phone: the same cap keeps both channels alike. */
const TEAMS_MAX_ITEMS = SLACK_MAX_ITEMS;
/** Slack's header block takes at most 150 characters of plain text. */
const SLACK_HEADER_MAX = 150;
const TITLE_MAX = 250;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;
const itemTitle = (item: WebhookEventItem) => clip(item.title || 'Untitled opportunity', TITLE_MAX);

/**
 * Text for Slack mrkdwn: `&`, `<` and `>` are its control characters (links, mentions such as
 * `<!channel>`), so portal text escapes them as Slack documents and can never ping a channel or
 * forge a link.
 */
export function escapeSlackText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function listed(event: WebhookEvent, max: number) {
  const items = event.items.slice(0, max);
  return { items, more: event.more + (event.items.length - items.length) };
}

const moreText = (more: number) => `...and ${more} more.`;

/** The plain-text fallback Slack shows in notifications and where blocks cannot be shown. */
function slackFallback(event: WebhookEvent): string {
  const lines = event.items.slice(0, 5).map((item) => `- ${itemTitle(item)}`);
  return escapeSlackText([event.title, ...lines].join('\n'));
}

/** A Slack incoming-webhook message: Block Kit blocks with a text fallback. */
export function renderSlackMessage(event: WebhookEvent): object {
  const { items, more } = listed(event, SLACK_MAX_ITEMS);
  const blocks: object[] = [
    { type: 'header', text: { type: 'plain_text', text: clip(event.title, SLACK_HEADER_MAX) } },
  ];
  for (const item of items) {
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: `*<${item.url}|${escapeSlackText(itemTitle(item))}>*`,
      },
    });
    if (item.facts.length > 0) {
      // plain_text: portal words are never read as formatting.
      blocks.push({
        type: 'context',
        elements: [{ type: 'plain_text', text: clip(item.facts.join(' · '), 2000), emoji: false }],
      });
    }
  }
  if (more > 0) {
    blocks.push({ type: 'context', elements: [{ type: 'plain_text', text: moreText(more) }] });
  }
  blocks.push({
    type: 'section',
    text: { type: 'mrkdwn', text: `<${event.link.url}|${escapeSlackText(event.link.text)}>` },
  });
  return { text: slackFallback(event), blocks };
}

/**
 * A Teams workflow message (Power Automate "When a Teams webhook request is received"): one
 * Adaptive Card attachment. Portal text goes in TextRuns, which Teams never reads as markdown.
 */
export function renderTeamsMessage(event: WebhookEvent): object {
  const { items, more } = listed(event, TEAMS_MAX_ITEMS);
  const run = (text: string, extra: object = {}) => ({ type: 'TextRun', text, ...extra });
  const body: object[] = [
    { type: 'RichTextBlock', inlines: [run(event.title, { size: 'Large', weight: 'Bolder' })] },
  ];
  for (const item of items) {
    body.push({
      type: 'RichTextBlock',
      separator: true,
      inlines: [
        run(itemTitle(item), {
          weight: 'Bolder',
          color: 'Accent',
          selectAction: { type: 'Action.OpenUrl', url: item.url },
        }),
      ],
    });
    if (item.facts.length > 0) {
      body.push({
        type: 'RichTextBlock',
        spacing: 'None',
        inlines: [run(item.facts.join(' · '), { isSubtle: true, size: 'Small' })],
      });
    }
  }
  if (more > 0) body.push({ type: 'RichTextBlock', inlines: [run(moreText(more))] });
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', title: event.link.text, url: event.link.url }],
        },
      },
    ],
  };
}

/** The generic endpoint's JSON (docs/webhooks.md): the event whole, with its delivery id. */
export function renderGenericPayload(
  event: WebhookEvent,
  delivery: { id: string; createdAt: Date },
): object {
  return { id: delivery.id, created_at: delivery.createdAt.toISOString(), ...event };
}

/** The body one kind of endpoint is sent. */
export function renderWebhookBody(
  kind: WebhookKind,
  event: WebhookEvent,
  delivery: { id: string; createdAt: Date },
): string {
  if (kind === 'slack') return JSON.stringify(renderSlackMessage(event));
  if (kind === 'teams') return JSON.stringify(renderTeamsMessage(event));
  return JSON.stringify(renderGenericPayload(event, delivery));
}

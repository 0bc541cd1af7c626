import type { PipelineWebhookChange } from '@wac/contract';

/**
 * What one notification says, whichever way it travels (ADR 0215): built in the transaction that
 * claims the alert, follow or change news for an email, from the same rows, and stored with each
 * delivery so every retry posts the same words. Slack, Teams and the generic JSON render it.
 */
export type WebhookEventType =
  | 'alert_profile.matches'
  | 'follows.news'
  | 'favourites.changed'
  | 'pipeline.item_added'
  | 'pipeline.item_changed'
  | 'webhook.test';

export type WebhookEventItem = {
  wac_id: string;
  title: string;
  /** The opportunity page (buildOpportunityLink). */
  url: string;
  /** Short lines of portal text and WAC's own words: status, buyer, value, what changed. */
  facts: string[];
};

export type WebhookEvent = {
  type: WebhookEventType;
  /** The message's headline, e.g. `3 new opportunities for "Roads"`. */
  title: string;
  items: WebhookEventItem[];
  /** New items not listed (a digest lists at most its cap). */
  more: number;
  /** Where to see everything: the search, the follows or the favourites page. */
  link: { text: string; url: string };
  alert_profile_id?: number;
  /** Pipeline events (ADR 0257): the item and what the audit entry recorded, for code to read. */
  pipeline?: PipelineEventDetail;
};

export type PipelineEventDetail = {
  workspace_id: number;
  workspace_name: string;
  item_id: number;
  /** The audit entry this event was made from. */
  audit_id: number;
  actor_name: string | null;
  changes: { what: PipelineWebhookChange; before: string | null; after: string | null }[];
};

/** Which of an endpoint's choices an event is about: fan-out matches endpoints on it. */
export type WebhookSubject =
  | { kind: 'alert_profile'; profileId: number }
  | { kind: 'follows' }
  | { kind: 'favourite_changes' }
  /** A workspace's pipeline: endpoints that chose it before `since` (the change's time). */
  | { kind: 'pipeline'; workspaceId: number; since: Date };

/** An event for one user, keyed like the email it travels beside (a retried run repeats the key). */
export type UserWebhookEvent = {
  userId: number;
  key: string;
  subject: WebhookSubject;
  event: WebhookEvent;
};

/**
 * What one notification says, whichever way it travels (ADR 0215): built in the transaction that
 * claims the alert, follow or change news for an email, from the same rows, and stored with each
 * delivery so every retry posts the same words. Slack, Teams and the generic JSON render it.
 */
export type WebhookEventType =
  | 'alert_profile.matches'
  | 'follows.news'
  | 'favourites.changed'
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
};

/** Which of an endpoint's choices an event is about: fan-out matches endpoints on it. */
export type WebhookSubject =
  | { kind: 'alert_profile'; profileId: number }
  | { kind: 'follows' }
  | { kind: 'favourite_changes' };

/** An event for one user, keyed like the email it travels beside (a retried run repeats the key). */
export type UserWebhookEvent = {
  userId: number;
  key: string;
  subject: WebhookSubject;
  event: WebhookEvent;
};

import { buildPublicLink } from '../../config/public-base-url';
import type { EmailMessage } from '../email/email-message';

/** The email that tells an endpoint's owner it was paused after repeated failures. */
export function composeWebhookPausedEmail(options: {
  baseUrl: string;
  endpointId: number;
  pausedAt: Date;
  to: string;
  firstName: string;
  endpointName: string;
  failures: number;
  lastError: string;
}): EmailMessage {
  const manage = buildPublicLink(options.baseUrl, '/account/profile#webhooks');
  const text = [
    `Hello ${options.firstName || 'there'},`,
    `Your webhook "${options.endpointName}" failed ${options.failures} times in a row, so WAC has paused it and sends it nothing until you resume it.`,
    `The last answer was: ${options.lastError}`,
    `Check the address, then resume it on your account page: ${manage}`,
    'The WAC team',
  ].join('\n\n');
  return {
    // One email per pause: the pause's time names it.
    key: `webhook-paused:${options.endpointId}:${options.pausedAt.getTime()}`,
    to: options.to,
    subject: `Your webhook "${options.endpointName.slice(0, 60)}" is paused`,
    text,
  };
}

import type { Env } from '../../config/env';
import { buildPublicUrl } from '../../config/public-url';
import type { EmailMessage } from '../email/email.service';
import {
  type ActionEmail,
  renderActionEmailHtml,
  renderActionEmailText,
} from '../email/email-layout';
import {
  EMAIL_VERIFICATION_LIFETIME_HOURS,
  PASSWORD_RESET_LIFETIME_MINUTES,
} from './account-tokens';

type Recipient = { email: string; first_name: string };

/** A link to a front-end route (public-area.md section 2), on the configured public address. */
const buildFrontEndUrl = buildPublicUrl;

const greet = (user: Recipient) => (user.first_name ? `Hello ${user.first_name},` : 'Hello,');

function toMessage(key: string, to: string, subject: string, email: ActionEmail): EmailMessage {
  return {
    key,
    to,
    subject,
    text: renderActionEmailText(email),
    html: renderActionEmailHtml(email),
  };
}

/** Links to /auth/confirm-email/{key}. `messageKey` makes the send idempotent. */
export function buildVerificationEmail(
  env: Env,
  user: Recipient,
  token: { value: string; messageKey: string },
): EmailMessage {
  const url = buildFrontEndUrl(env, `/auth/confirm-email/${encodeURIComponent(token.value)}`);
  return toMessage(token.messageKey, user.email, 'Confirm your email address for WAC', {
    greeting: greet(user),
    intro: [
      'Thanks for creating a WAC account. Please confirm that this is your email address so we can send you tender alerts and account notices.',
    ],
    action: { label: 'Confirm my email address', url },
    outro: [
      `This link works once and expires in ${EMAIL_VERIFICATION_LIFETIME_HOURS / 24} days.`,
      'If you did not create a WAC account, you can ignore this email.',
    ],
  });
}

/** Links to /auth/password-reset/confirm/{uidb64}/{token}. */
export function buildPasswordResetEmail(
  env: Env,
  user: Recipient,
  reset: { uid: string; token: string; messageKey: string },
): EmailMessage {
  const route = `/auth/password-reset/confirm/${encodeURIComponent(reset.uid)}/${encodeURIComponent(reset.token)}`;
  return toMessage(reset.messageKey, user.email, 'Reset your WAC password', {
    greeting: greet(user),
    intro: ['Someone (hopefully you) asked to reset the password of your WAC account.'],
    action: { label: 'Choose a new password', url: buildFrontEndUrl(env, route) },
    outro: [
      `This link works once and expires in ${PASSWORD_RESET_LIFETIME_MINUTES} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
}

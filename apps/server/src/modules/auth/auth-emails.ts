import type { Env } from '../../config/env';
import { buildPublicLink } from '../../config/public-base-url';
import type { EmailMessage } from '../email/email.service';
import {
  type ActionEmail,
  renderActionEmailHtml,
  renderActionEmailText,
} from '../email/email-layout';
import {
  EMAIL_VERIFICATION_LIFETIME_HOURS,
  PASSWORD_RESET_LIFETIME_MINUTES,
  SIGN_IN_LINK_LIFETIME_MINUTES,
} from './account-tokens';

type Recipient = { email: string; first_name: string };

/** A link to a front-end route (public-area.md section 2), on the public address. */
function buildFrontEndUrl(env: Env, route: string): string {
  return buildPublicLink(env.PUBLIC_BASE_URL, route);
}

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

/** Links to /auth/sign-in-link/{token}: the owner's way in while new addresses are locked out. */
export function buildSignInLinkEmail(
  env: Env,
  user: Recipient,
  link: { token: string; messageKey: string },
): EmailMessage {
  const route = `/auth/sign-in-link/${encodeURIComponent(link.token)}`;
  return toMessage(link.messageKey, user.email, 'Your WAC sign-in link', {
    greeting: greet(user),
    intro: [
      'Someone (hopefully you) asked for a one-time link to sign in to your WAC account.',
      'After many failed sign-in attempts from elsewhere, your account accepts its password only on devices and networks that have signed in to it before. This link signs you in on any of them.',
    ],
    action: { label: 'Sign in to WAC', url: buildFrontEndUrl(env, route) },
    outro: [
      `This link works once and expires in ${SIGN_IN_LINK_LIFETIME_MINUTES} minutes.`,
      'If you did not ask for it, you can ignore this email: only someone who can read this mailbox can use the link. If the failed attempts were not yours, consider choosing a new password.',
    ],
  });
}

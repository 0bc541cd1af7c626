import { WORKSPACE_INVITATION_LIFETIME_DAYS, workspaceInvitationPath } from '@wac/contract';
import type { Env } from '../../config/env';
import { buildPublicLink } from '../../config/public-base-url';
import type { EmailMessage } from '../email/email.service';
import { renderActionEmailHtml, renderActionEmailText } from '../email/email-layout';

/**
 * The invitation email: who invited whom to which workspace, and the single-use link. The
 * link is the only copy of the token; the message key is the invitation id, so a retry never
 * sends a second email.
 */
export function buildInvitationEmail(
  env: Env,
  invitation: { id: number; email: string; role: string; token: string },
  context: { workspaceName: string; inviterName: string },
): EmailMessage {
  const url = buildPublicLink(env.PUBLIC_BASE_URL, workspaceInvitationPath(invitation.token));
  const email = {
    greeting: 'Hello,',
    intro: [
      `${context.inviterName} invited you to join the workspace "${context.workspaceName}" on WAC as ${article(invitation.role)} ${invitation.role}.`,
      'Sign in with this email address to accept, or create a WAC account with it first.',
    ],
    action: { label: 'Accept the invitation', url },
    outro: [
      `This link works once and expires in ${WORKSPACE_INVITATION_LIFETIME_DAYS} days.`,
      'If you were not expecting this, you can ignore this email.',
    ],
  };
  return {
    key: `workspace-invitation:${invitation.id}`,
    to: invitation.email,
    subject: `You are invited to ${context.workspaceName} on WAC`,
    text: renderActionEmailText(email),
    html: renderActionEmailHtml(email),
  };
}

const article = (role: string) => (/^[aeiou]/.test(role) ? 'an' : 'a');

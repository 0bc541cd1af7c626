import type { SiteConfigResponse } from '@wac/contract';
import { ExternalLink, Mail, UsersRound } from 'lucide-react';
import { describeFollowUsSite } from '../utils/follow-us-site';

const LINK_CLASS =
  'group flex items-center gap-4 rounded-xl border border-line bg-surface p-4 transition-colors hover:border-line-strong hover:bg-surface-muted';

/**
 * Email Us (CONTACT_EMAIL) and Follow Us (FOLLOW_US_URL), each only when the operator set it: a
 * default address or page nobody reads is a placeholder (ADRs 0313, 0324). The form beside them
 * always reaches the operator.
 */
export function ContactLinks({ contact }: { contact: SiteConfigResponse['contact'] | undefined }) {
  if (!contact) {
    return (
      <div aria-hidden className="h-40 motion-safe:animate-pulse rounded-xl bg-surface-muted" />
    );
  }
  if (!contact.email && !contact.follow_us_url) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {contact.email && (
        <li>
          <a href={`mailto:${contact.email}`} className={LINK_CLASS}>
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-fg">
              <Mail aria-hidden className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">Email Us</span>
              <span className="block truncate text-sm text-fg-muted">{contact.email}</span>
            </span>
          </a>
        </li>
      )}
      {contact.follow_us_url && (
        <li>
          <a
            href={contact.follow_us_url}
            target="_blank"
            rel="noopener noreferrer"
            className={LINK_CLASS}
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-fg">
              <UsersRound aria-hidden className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="flex items-center gap-1 font-semibold">
                Follow Us
                <ExternalLink aria-hidden className="size-3.5 text-fg-muted" />
              </span>
              <span className="block text-sm text-fg-muted">
                {describeFollowUsSite(contact.follow_us_url)}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}

/** The public Contact page, whose form reaches the operator (stored, and emailed to staff). */
export const CONTACT_PAGE_PATH = '/contact';

/**
 * Where a "Contact Sales" link goes (ADR 0324): an email to the operator's SALES_EMAIL with this
 * subject, or, when the operator set none, the Contact page. Never a made-up address nobody reads.
 */
export function salesContactHref(salesEmail: string | null, subject: string): string {
  if (!salesEmail) return CONTACT_PAGE_PATH;
  return `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
}

import type { StripeObject } from './fake-stripe-store';

/** The fake's hosted pages: just enough for a browser journey through checkout and portal. */

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#1a1f36}
.card{border:1px solid #e3e8ee;border-radius:12px;padding:1.5rem;box-shadow:0 2px 6px #0001}
button{background:#635bff;color:#fff;border:0;border-radius:8px;padding:.75rem 1.5rem;font-size:1rem;width:100%;cursor:pointer}
.muted{color:#697386;font-size:.9rem} a{color:#635bff}</style></head>
<body><p class="muted">Test mode: fake Stripe</p><div class="card">${body}</div></body></html>`;
}

function formatAmount(price: StripeObject | undefined): string {
  if (!price) return '';
  const pounds = Number(price.unit_amount ?? 0) / 100;
  const interval = (price.recurring as { interval?: string } | undefined)?.interval ?? 'month';
  return `£${pounds.toFixed(2)} per ${interval}`;
}

export function renderCheckoutPage(
  session: StripeObject,
  price: StripeObject | undefined,
  customerEmail: string | null,
) {
  if (session.status !== 'open') {
    return page('Checkout', '<h1>This checkout session is no longer available.</h1>');
  }
  const discount = (session.discounts as unknown[]).length > 0 ? '<p>Discount applied.</p>' : '';
  return page(
    'Checkout',
    `<h1>Subscribe to ${escapeHtml(price?.nickname ?? 'WAC')}</h1>
<p><strong>${escapeHtml(formatAmount(price))}</strong></p>${discount}
<p class="muted">Paying as ${escapeHtml(customerEmail ?? 'a new customer')} with test card 4242 4242 4242 4242</p>
<form method="post" action="/checkout/pay/${escapeHtml(session.id)}"><button type="submit">Pay</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
  );
}

export function renderPortalPage(session: StripeObject) {
  return page(
    'Billing portal',
    `<h1>Billing portal</h1><p class="muted">Customer ${escapeHtml(session.customer)}</p>
<p><a href="${escapeHtml(session.return_url)}">Return to WAC</a></p>`,
  );
}

export function renderNotFoundPage() {
  return page('Not found', '<h1>Not found</h1>');
}

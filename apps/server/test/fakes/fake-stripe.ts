import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiAnswer, createApiRoutes, stripeError } from './fake-stripe-api';
import { decodeStripeForm, type FormObject } from './fake-stripe-form';
import { renderCheckoutPage, renderNotFoundPage, renderPortalPage } from './fake-stripe-pages';
import { FakeStripeStore, type SeedPrice, type StripeObject } from './fake-stripe-store';
import {
  buildStripeEvent,
  type DeliveryResult,
  deliverStripeEvent,
  type StripeEvent,
} from './fake-stripe-webhooks';

/**
 * A local stand-in for Stripe: a real HTTP server speaking the part of Stripe's REST API that
 * WAC calls (form-encoded requests, Stripe-shaped JSON and errors), plus a hosted checkout page
 * whose Pay button completes the session, fires signed webhooks and returns to success_url.
 * The SDK is pointed at it through STRIPE_API_URL.
 */
export const FAKE_STRIPE_SECRET_KEY = 'sk_test_wac_fake';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_wac_fake';

export const DEFAULT_FAKE_PRICES: SeedPrice[] = [
  { id: 'price_premium_monthly', unit_amount: 2500, interval: 'month', product_name: 'Premium' },
  { id: 'price_premium_annual', unit_amount: 25200, interval: 'year', product_name: 'Premium' },
  {
    id: 'price_professional_monthly',
    unit_amount: 10000,
    interval: 'month',
    product_name: 'Professional',
  },
  {
    id: 'price_professional_annual',
    unit_amount: 100800,
    interval: 'year',
    product_name: 'Professional',
  },
];

export type FakeStripeOptions = {
  host?: string;
  port?: number;
  /** Where the Pay button and sendEvent deliver webhooks (our /api/stripe/webhook/). */
  webhookUrl?: string;
  webhookSecret?: string;
  prices?: SeedPrice[];
};

export type RecordedRequest = { method: string; path: string; input: FormObject };

export type FakeStripe = {
  url: string;
  store: FakeStripeStore;
  requests: RecordedRequest[];
  deliveries: DeliveryResult[];
  /** What the Pay button does: subscribe, complete the session, deliver the webhooks. */
  completeCheckout(
    sessionId: string,
  ): Promise<{ subscription: StripeObject; events: StripeEvent[] }>;
  /** Delivers one signed event for `object` to webhookUrl. */
  sendEvent(type: string, object: StripeObject): Promise<DeliveryResult>;
  /** The next `count` API calls answer Stripe's api_error with this status. */
  failNextRequests(count: number, status?: number): void;
  close(): Promise<void>;
};

/** Env for the server under test: the SDK pointed at the fake, with the default prices. */
export function buildFakeStripeEnv(fake: { url: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_wac_fake',
    STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    STRIPE_PRICE_PREMIUM_MONTHLY: 'price_premium_monthly',
    STRIPE_PRICE_PREMIUM_ANNUAL: 'price_premium_annual',
    STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
    STRIPE_PRICE_PROFESSIONAL_ANNUAL: 'price_professional_annual',
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, type: string) {
  response.writeHead(status, { 'content-type': type, 'request-id': `req_fake_${Date.now()}` });
  response.end(body);
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const store = new FakeStripeStore();
  for (const price of options.prices ?? DEFAULT_FAKE_PRICES) store.addPrice(price);
  const secret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const requests: RecordedRequest[] = [];
  const deliveries: DeliveryResult[] = [];
  const idempotent = new Map<string, ApiAnswer>();
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let baseUrl = '';
  const routes = createApiRoutes(store, () => baseUrl);

  const deliver = async (event: StripeEvent) => {
    if (!options.webhookUrl) throw new Error('fake stripe: no webhookUrl to deliver to');
    const result = await deliverStripeEvent(options.webhookUrl, secret, event);
    deliveries.push(result);
    return result;
  };

  const completeCheckout = async (sessionId: string) => {
    const session = store.checkoutSessions.get(sessionId);
    const details = store.checkoutDetails.get(sessionId);
    if (!session || !details || session.status !== 'open') {
      throw new Error(`fake stripe: session ${sessionId} is not open`);
    }
    const customer = (session.customer as string | null) ?? store.createCustomer({}).id;
    const discounts = (session.discounts as { promotion_code: string }[]).map(
      (d) => d.promotion_code,
    );
    const subscription = store.createSubscription({
      customer,
      price: details.price,
      metadata: details.subscriptionMetadata,
      discounts,
    });
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: subscription.id,
    });
    const events = [
      buildStripeEvent('customer.subscription.created', subscription),
      buildStripeEvent('checkout.session.completed', session),
    ];
    if (options.webhookUrl) for (const event of events) await deliver(event);
    return { subscription, events };
  };

  const handleApi = (request: IncomingMessage, path: string, input: FormObject): ApiAnswer => {
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer sk_')) {
      return stripeError(401, 'You did not provide an API key.');
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return stripeError(failures.status, 'Fake Stripe failure.', { type: 'api_error' });
    }
    const method = request.method ?? 'GET';
    const key = request.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && method === 'POST' ? `${path} ${key}` : undefined;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return cached;
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const answer = route.handle([...match], input);
      if (cacheKey && answer.status < 500) idempotent.set(cacheKey, answer);
      return answer;
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const handlePages = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (path === '/health') return send(response, 200, '{"ok":true}', 'application/json');
    const checkout = /^\/checkout\/pay\/([^/]+)$/.exec(path);
    const session = checkout ? store.checkoutSessions.get(checkout[1] ?? '') : undefined;
    if (session && request.method === 'POST') {
      await completeCheckout(session.id);
      const target = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
      response.writeHead(303, { location: target });
      return response.end();
    }
    if (session) {
      const price = store.prices.get(store.checkoutDetails.get(session.id)?.price ?? '');
      const customer = store.customers.get(String(session.customer));
      const html = renderCheckoutPage(session, price, (customer?.email as string) ?? null);
      return send(response, 200, html, 'text/html; charset=utf-8');
    }
    const portal = /^\/billing\/portal\/([^/]+)$/.exec(path);
    const portalSession = portal ? store.portalSessions.get(portal[1] ?? '') : undefined;
    if (portalSession) {
      return send(response, 200, renderPortalPage(portalSession), 'text/html; charset=utf-8');
    }
    return send(response, 404, renderNotFoundPage(), 'text/html; charset=utf-8');
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe.local');
    const work = async () => {
      if (!url.pathname.startsWith('/v1/')) return handlePages(request, response, url.pathname);
      const body = await readBody(request);
      const input = decodeStripeForm(request.method === 'GET' ? url.search.slice(1) : body);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, input });
      const answer = handleApi(request, url.pathname, input);
      return send(response, answer.status, JSON.stringify(answer.body), 'application/json');
    };
    work().catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      send(response, 500, JSON.stringify(stripeError(500, message).body), 'application/json');
    });
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: baseUrl,
    store,
    requests,
    deliveries,
    completeCheckout,
    sendEvent: (type, object) => deliver(buildStripeEvent(type, object)),
    failNextRequests: (count, status = 500) => {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

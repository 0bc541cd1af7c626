import {
  type FormObject,
  readList,
  readMetadata,
  readObject,
  readString,
} from './fake-stripe-form';
import {
  createStripeId,
  type FakeStripeStore,
  nowInSeconds,
  type StripeObject,
} from './fake-stripe-store';

export type ApiAnswer = { status: number; body: unknown };

/** Stripe's error envelope. */
export function stripeError(
  status: number,
  message: string,
  extra: { code?: string; param?: string; type?: string } = {},
): ApiAnswer {
  return {
    status,
    body: { error: { type: extra.type ?? 'invalid_request_error', message, ...extra } },
  };
}

function noSuch(kind: string, id: string, param?: string): ApiAnswer {
  const status = param ? 400 : 404;
  return stripeError(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

function ok(body: unknown): ApiAnswer {
  return { status: 200, body };
}

function list(url: string, data: unknown[]): ApiAnswer {
  return ok({ object: 'list', data, has_more: false, url });
}

type Route = {
  method: string;
  pattern: RegExp;
  handle: (match: string[], input: FormObject) => ApiAnswer;
};

/** The subset of Stripe's REST API that WAC calls, on the fake's store. */
export function createApiRoutes(store: FakeStripeStore, baseUrl: () => string): Route[] {
  const withCoupon = (promotion: StripeObject): StripeObject => {
    const ref = promotion.promotion as { type: string; coupon: string };
    return { ...promotion, promotion: { ...ref, coupon: store.coupons.get(ref.coupon) ?? null } };
  };

  const createCheckoutSession = (input: FormObject): ApiAnswer => {
    if (readString(input.mode) !== 'subscription') {
      return stripeError(400, 'The fake only supports mode=subscription.', { param: 'mode' });
    }
    const customer = readString(input.customer);
    if (customer && !store.customers.has(customer)) return noSuch('customer', customer, 'customer');
    const lineItems = readList(input.line_items).map(readObject);
    const price = readString(lineItems[0]?.price);
    if (!price)
      return stripeError(400, 'Missing required param: line_items.', { param: 'line_items' });
    if (!store.prices.has(price)) return noSuch('price', price, 'line_items[0][price]');
    const successUrl = readString(input.success_url);
    if (!successUrl) return stripeError(400, 'Missing required param: success_url.');
    const discounts = readList(input.discounts).map(readObject);
    if (discounts.length > 0 && readString(input.allow_promotion_codes) === 'true') {
      return stripeError(
        400,
        'You may only specify one of these parameters: allow_promotion_codes, discounts.',
      );
    }
    for (const discount of discounts) {
      const promotion = readString(discount.promotion_code) ?? '';
      if (!store.promotionCodes.has(promotion)) {
        return noSuch('promotion code', promotion, 'discounts[0][promotion_code]');
      }
    }
    const id = createStripeId('cs');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: readString(input.client_reference_id) ?? null,
      success_url: successUrl,
      cancel_url: readString(input.cancel_url) ?? null,
      url: `${baseUrl()}/checkout/pay/${id}`,
      subscription: null,
      metadata: readMetadata(input.metadata),
      discounts: discounts.map((d) => ({ promotion_code: readString(d.promotion_code) })),
      allow_promotion_codes: readString(input.allow_promotion_codes) === 'true',
      livemode: false,
      created: nowInSeconds(),
      expires_at: nowInSeconds() + 86_400,
    };
    store.checkoutSessions.set(id, session);
    // Stripe keeps these behind the session (line_items is a separate list call).
    store.checkoutDetails.set(id, {
      price,
      subscriptionMetadata: readMetadata(readObject(input.subscription_data).metadata),
    });
    return ok(session);
  };

  const get = (map: Map<string, StripeObject>, kind: string) => (match: string[]) => {
    const id = decodeURIComponent(match[1] ?? '');
    const found = map.get(id);
    return found ? ok(found) : noSuch(kind, id);
  };

  return [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_m, input) =>
        ok(
          store.createCustomer({
            email: readString(input.email),
            name: readString(input.name),
            metadata: readMetadata(input.metadata),
          }),
        ),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/customers\/([^/]+)$/,
      handle: get(store.customers, 'customer'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle: (_m, i) => createCheckoutSession(i),
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle: get(store.checkoutSessions, 'checkout.session'),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (_m, input) => {
        const customer = readString(input.customer) ?? '';
        if (!store.customers.has(customer)) return noSuch('customer', customer, 'customer');
        const id = createStripeId('bps');
        const session: StripeObject = {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: readString(input.return_url) ?? null,
          url: `${baseUrl()}/billing/portal/${id}`,
          livemode: false,
          created: nowInSeconds(),
        };
        store.portalSessions.set(id, session);
        return ok(session);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/promotion_codes$/,
      handle: (_m, input) => {
        const active = readString(input.active);
        const limit = Number(readString(input.limit) ?? 10);
        const expandCoupon = readList(input.expand).includes('data.promotion.coupon');
        const found = store
          .findPromotionCodes(
            readString(input.code),
            active === undefined ? undefined : active === 'true',
          )
          .slice(0, limit)
          .map((promotion) => (expandCoupon ? withCoupon(promotion) : promotion));
        return list('/v1/promotion_codes', found);
      },
    },
    { method: 'GET', pattern: /^\/v1\/coupons\/([^/]+)$/, handle: get(store.coupons, 'coupon') },
    { method: 'GET', pattern: /^\/v1\/prices\/([^/]+)$/, handle: get(store.prices, 'price') },
    {
      method: 'GET',
      pattern: /^\/v1\/prices$/,
      handle: (_m, input) => {
        const keys = readList(input.lookup_keys);
        const found = [...store.prices.values()].filter(
          (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
        );
        return list('/v1/prices', found);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/products$/,
      handle: (_m, input) =>
        ok(
          store.createProduct({
            name: readString(input.name) ?? '',
            metadata: readMetadata(input.metadata),
          }),
        ),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/prices$/,
      handle: (_m, input) => {
        const product = readString(input.product) ?? '';
        if (!store.products.has(product)) return noSuch('product', product, 'product');
        return ok(
          store.createPrice({
            product,
            unit_amount: Number(readString(input.unit_amount)),
            interval: readString(readObject(input.recurring).interval) ?? 'month',
            lookup_key: readString(input.lookup_key),
            metadata: readMetadata(input.metadata),
          }),
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: get(store.subscriptions, 'subscription'),
    },
  ];
}

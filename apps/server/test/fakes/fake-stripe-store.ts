import { randomBytes } from 'node:crypto';

/**
 * The fake's in-memory Stripe account: Stripe-shaped objects (the fields our code and the SDK
 * read), created through the REST API or seeded by tests.
 */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export function createStripeId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

const DAY_SECONDS = 86_400;

export type SeedPrice = {
  id: string;
  unit_amount: number;
  interval: 'month' | 'year';
  product_name: string;
  lookup_key?: string;
};

export type SeedPromotionCode = {
  code: string;
  percent_off?: number;
  amount_off?: number;
  currency?: string;
  duration: 'once' | 'repeating' | 'forever';
  duration_in_months?: number;
  active?: boolean;
  expires_at?: number;
  max_redemptions?: number;
  times_redeemed?: number;
};

export class FakeStripeStore {
  readonly customers = new Map<string, StripeObject>();
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly coupons = new Map<string, StripeObject>();
  readonly promotionCodes = new Map<string, StripeObject>();
  readonly checkoutSessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly portalSessions = new Map<string, StripeObject>();
  readonly checkoutDetails = new Map<
    string,
    { price: string; subscriptionMetadata: Record<string, string> }
  >();

  createProduct(fields: { name: string; metadata?: Record<string, string> }): StripeObject {
    const product: StripeObject = {
      id: createStripeId('prod'),
      object: 'product',
      name: fields.name,
      active: true,
      metadata: fields.metadata ?? {},
      livemode: false,
      created: nowInSeconds(),
    };
    this.products.set(product.id, product);
    return product;
  }

  createPrice(fields: {
    id?: string;
    product: string;
    unit_amount: number;
    interval: string;
    lookup_key?: string;
    metadata?: Record<string, string>;
  }): StripeObject {
    const product = this.products.get(fields.product);
    const price: StripeObject = {
      id: fields.id ?? createStripeId('price'),
      object: 'price',
      active: true,
      currency: 'gbp',
      unit_amount: fields.unit_amount,
      type: 'recurring',
      recurring: { interval: fields.interval, interval_count: 1 },
      product: fields.product,
      lookup_key: fields.lookup_key ?? null,
      nickname: product?.name ?? null,
      metadata: fields.metadata ?? {},
      livemode: false,
      created: nowInSeconds(),
    };
    this.prices.set(price.id, price);
    return price;
  }

  addPrice(seed: SeedPrice): StripeObject {
    const product = this.createProduct({ name: seed.product_name });
    return this.createPrice({ ...seed, product: product.id });
  }

  addPromotionCode(seed: SeedPromotionCode): { promotionCode: StripeObject; coupon: StripeObject } {
    const coupon: StripeObject = {
      id: createStripeId('coupon'),
      object: 'coupon',
      percent_off: seed.percent_off ?? null,
      amount_off: seed.amount_off ?? null,
      currency: seed.amount_off ? (seed.currency ?? 'gbp') : null,
      duration: seed.duration,
      duration_in_months: seed.duration === 'repeating' ? (seed.duration_in_months ?? 3) : null,
      valid: true,
      livemode: false,
      created: nowInSeconds(),
    };
    this.coupons.set(coupon.id, coupon);
    const promotionCode: StripeObject = {
      id: createStripeId('promo'),
      object: 'promotion_code',
      code: seed.code,
      active: seed.active ?? true,
      expires_at: seed.expires_at ?? null,
      max_redemptions: seed.max_redemptions ?? null,
      times_redeemed: seed.times_redeemed ?? 0,
      promotion: { type: 'coupon', coupon: coupon.id },
      livemode: false,
      created: nowInSeconds(),
    };
    this.promotionCodes.set(promotionCode.id, promotionCode);
    return { promotionCode, coupon };
  }

  createCustomer(fields: { email?: string; name?: string; metadata?: Record<string, string> }) {
    const customer: StripeObject = {
      id: createStripeId('cus'),
      object: 'customer',
      email: fields.email ?? null,
      name: fields.name ?? null,
      metadata: fields.metadata ?? {},
      livemode: false,
      created: nowInSeconds(),
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A subscription as Stripe returns it (period dates live on the item since 2025). */
  createSubscription(fields: {
    customer: string;
    price: string;
    status?: string;
    metadata?: Record<string, string>;
    discounts?: string[];
  }): StripeObject {
    const price = this.prices.get(fields.price);
    if (!price) throw new Error(`fake stripe: unknown price ${fields.price}`);
    const interval = (price.recurring as { interval: string }).interval;
    const start = nowInSeconds();
    const end = start + (interval === 'year' ? 365 : 30) * DAY_SECONDS;
    const id = createStripeId('sub');
    const item = {
      id: createStripeId('si'),
      object: 'subscription_item',
      price,
      quantity: 1,
      subscription: id,
      current_period_start: start,
      current_period_end: end,
    };
    const subscription: StripeObject = {
      id,
      object: 'subscription',
      customer: fields.customer,
      status: fields.status ?? 'active',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      metadata: fields.metadata ?? {},
      discounts: fields.discounts ?? [],
      items: { object: 'list', data: [item], has_more: false, url: `/v1/subscription_items` },
      livemode: false,
      created: start,
      start_date: start,
    };
    this.subscriptions.set(id, subscription);
    return subscription;
  }

  updateSubscription(id: string, patch: Record<string, unknown>): StripeObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: unknown subscription ${id}`);
    Object.assign(subscription, patch);
    if (patch.status === 'canceled') {
      subscription.canceled_at ??= nowInSeconds();
      subscription.ended_at ??= nowInSeconds();
    }
    return subscription;
  }

  /** Codes match case-insensitively, as in Stripe. */
  findPromotionCodes(code: string | undefined, active: boolean | undefined): StripeObject[] {
    return [...this.promotionCodes.values()].filter(
      (promotion) =>
        (code === undefined || String(promotion.code).toLowerCase() === code.toLowerCase()) &&
        (active === undefined || promotion.active === active),
    );
  }
}

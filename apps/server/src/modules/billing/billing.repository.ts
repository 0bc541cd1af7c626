import type { Queryable } from '../../db/pool';

/** A subscription as we keep it: a cache of Stripe's truth, refreshed on every webhook. */
export type SubscriptionRecord = {
  stripe_subscription_id: string;
  user_id: number;
  stripe_customer_id: string;
  status: string;
  price_id: string | null;
  tier: string;
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
};

export type StoredSubscription = SubscriptionRecord & { updated_at: Date };

export async function findCustomerIdForUser(db: Queryable, userId: number) {
  const { rows } = await db.query<{ stripe_customer_id: string }>(
    'SELECT stripe_customer_id FROM billing_customers WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.stripe_customer_id;
}

/** Keeps the first customer stored for a user, so a race of two checkouts cannot swap it. */
export async function insertCustomerIfAbsent(db: Queryable, userId: number, customerId: string) {
  await db.query(
    `INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2)
     ON CONFLICT DO NOTHING`,
    [userId, customerId],
  );
  return findCustomerIdForUser(db, userId);
}

export async function findUserIdForCustomer(db: Queryable, customerId: string) {
  const { rows } = await db.query<{ user_id: number }>(
    'SELECT user_id FROM billing_customers WHERE stripe_customer_id = $1',
    [customerId],
  );
  return rows[0]?.user_id;
}

/** Locks the user row so concurrent webhooks for one customer apply one after the other. */
export async function lockUser(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  return rows.length > 0;
}

export async function upsertSubscription(db: Queryable, record: SubscriptionRecord) {
  await db.query(
    `INSERT INTO subscriptions (stripe_subscription_id, user_id, stripe_customer_id, status,
                                price_id, tier, current_period_end, cancel_at_period_end)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (stripe_subscription_id) DO UPDATE
        SET user_id = EXCLUDED.user_id, stripe_customer_id = EXCLUDED.stripe_customer_id,
            status = EXCLUDED.status, price_id = EXCLUDED.price_id, tier = EXCLUDED.tier,
            current_period_end = EXCLUDED.current_period_end,
            cancel_at_period_end = EXCLUDED.cancel_at_period_end, updated_at = now()`,
    [
      record.stripe_subscription_id,
      record.user_id,
      record.stripe_customer_id,
      record.status,
      record.price_id,
      record.tier,
      record.current_period_end,
      record.cancel_at_period_end,
    ],
  );
}

export async function listSubscriptionsForUser(db: Queryable, userId: number) {
  const { rows } = await db.query<StoredSubscription>(
    `SELECT stripe_subscription_id, user_id, stripe_customer_id, status, price_id, tier,
            current_period_end, cancel_at_period_end, updated_at
       FROM subscriptions WHERE user_id = $1 ORDER BY updated_at DESC`,
    [userId],
  );
  return rows;
}

export async function updateUserPlanState(
  db: Queryable,
  userId: number,
  state: { tier: string; subscription_status: string },
) {
  await db.query('UPDATE users SET tier = $2, subscription_status = $3 WHERE id = $1', [
    userId,
    state.tier,
    state.subscription_status,
  ]);
}

export async function readUserPlanState(db: Queryable, userId: number) {
  const { rows } = await db.query<{ tier: string; subscription_status: string }>(
    'SELECT tier, subscription_status FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

export async function isStripeEventProcessed(db: Queryable, eventId: string): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM stripe_events WHERE event_id = $1 AND processed_at IS NOT NULL',
    [eventId],
  );
  return rows.length > 0;
}

/**
 * Claims an event inside the caller's transaction: inserts it if new and locks its row, so a
 * second delivery of the same event waits and then sees it processed. Returns false when it
 * was already processed.
 */
export async function claimStripeEvent(db: Queryable, eventId: string, type: string) {
  await db.query(
    'INSERT INTO stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [eventId, type],
  );
  const { rows } = await db.query<{ processed_at: Date | null }>(
    'SELECT processed_at FROM stripe_events WHERE event_id = $1 FOR UPDATE',
    [eventId],
  );
  return rows[0]?.processed_at === null;
}

export async function markStripeEventProcessed(db: Queryable, eventId: string) {
  await db.query('UPDATE stripe_events SET processed_at = now() WHERE event_id = $1', [eventId]);
}

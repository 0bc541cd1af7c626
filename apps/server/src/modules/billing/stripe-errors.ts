import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../http/app-error';

export const PAYMENT_PROVIDER_UNAVAILABLE =
  'Could not reach the payment provider. Please try again later.';

/** Stripe's "No such ..." answer: the object does not exist (deleted, or another account). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';
}

/**
 * A Stripe failure as we answer it: logged with its details, then a 503 whose message never
 * carries Stripe's own text (it can name internal ids).
 */
export function toProviderError(log: FastifyBaseLogger, operation: string, error: unknown) {
  if (error instanceof AppError) return error;
  log.error({ err: error, operation }, 'stripe call failed');
  return new AppError('SERVICE_UNAVAILABLE', PAYMENT_PROVIDER_UNAVAILABLE, { cause: error });
}

/** Runs one Stripe call, turning its failures into toProviderError's 503. */
export async function callStripe<T>(
  log: FastifyBaseLogger,
  operation: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toProviderError(log, operation, error);
  }
}

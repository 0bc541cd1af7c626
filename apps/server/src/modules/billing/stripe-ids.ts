/** Stripe fields that hold an id, or the object itself when expanded. */
export function readStripeId(value: string | { id: string } | null | undefined) {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

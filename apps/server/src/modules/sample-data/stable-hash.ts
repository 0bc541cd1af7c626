/**
 * FNV-1a: a fast 32-bit hash of a name, for facts that must stay the same for the same buyer or
 * firm (address, account, company number) whatever the seed. Not for anything secret.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

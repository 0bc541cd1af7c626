/**
 * Decodes Stripe's form encoding (`line_items[0][price]=x&expand[0]=y&metadata[k]=v`) into
 * nested objects and arrays, as Stripe's API reads the SDK's requests.
 */
export type FormValue = string | FormObject | FormValue[];
export type FormObject = { [key: string]: FormValue };

function splitKey(key: string): string[] {
  const head = key.split('[', 1)[0] ?? key;
  const parts = [head];
  for (const match of key.slice(head.length).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function assign(target: FormObject, parts: string[], value: string) {
  let node: FormObject = target;
  parts.forEach((part, index) => {
    if (index === parts.length - 1) {
      node[part] = value;
      return;
    }
    const next = node[part];
    if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
    node = node[part] as FormObject;
  });
}

/** Objects whose keys are all 0..n-1 become arrays (the SDK indexes every array). */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key] as FormValue)]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] as FormValue) : converted;
}

export function decodeStripeForm(encoded: string): FormObject {
  const result: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) assign(result, splitKey(key), value);
  return toArrays(result) as FormObject;
}

export function readString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function readObject(value: FormValue | undefined): FormObject {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function readList(value: FormValue | undefined): FormValue[] {
  return Array.isArray(value) ? value : [];
}

/** metadata[...] values are strings in Stripe; nested values are dropped. */
export function readMetadata(value: FormValue | undefined): Record<string, string> {
  const entries = Object.entries(readObject(value)).filter(([, v]) => typeof v === 'string');
  return Object.fromEntries(entries) as Record<string, string>;
}

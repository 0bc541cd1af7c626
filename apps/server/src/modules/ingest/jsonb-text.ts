const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * JSON text Postgres accepts as jsonb. jsonb rejects the escape `\u0000` and lone UTF-16
 * surrogates, which portal text can contain; one such character must not fail a page insert, so
 * strings holding them are cleaned (NUL dropped, lone surrogates replaced by U+FFFD).
 */
export function toJsonbText(value: unknown): string {
  const text = JSON.stringify(value);
  if (!/\\u0000|\\ud[89a-f]/i.test(text)) return text;
  return JSON.stringify(value, (_key, item) =>
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what jsonb rejects
    typeof item === 'string' ? item.replace(/\u0000/g, '').replace(LONE_SURROGATE, '\ufffd') : item,
  );
}

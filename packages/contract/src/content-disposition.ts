// In a module of its own, free of zod: the web's shared chunk takes this helper (file downloads),
// and importing it from opportunities.ts, whose schemas are built at load time, pulled zod and
// those schemas into every page's first load (tests/e2e/page-weight.spec.ts).

/** The file name in a Content-Disposition header, preferring RFC 6266 `filename*`. */
export function fileNameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1] ?? plain?.[2];
  return value ? value.replace(/\\(.)/g, '$1').trim() : null;
}

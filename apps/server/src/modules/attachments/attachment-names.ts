import path from 'node:path';

const MAX_NAME_LENGTH = 120;

// Extensions for the MIME types portals label attachments with, when the name has none.
const EXTENSION_BY_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/rtf': 'rtf',
  'application/zip': 'zip',
  'application/x-zip-compressed': 'zip',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'text/html': 'html',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

// Formats that are already compressed: deflating them again only costs CPU.
const STORED_EXTENSIONS = new Set([
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'odt',
  'ods',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'gz',
  '7z',
  'rar',
  'mp4',
]);

export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

export function shouldCompress(name: string): boolean {
  return !STORED_EXTENSIONS.has(extensionOf(name));
}

const isControlCharacter = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f;
};

/** Keeps a name safe inside a zip on any OS: no folders, no reserved characters, bounded length. */
export function sanitiseFileName(raw: string): string {
  const cleaned = [...raw.normalize('NFC')]
    .filter((character) => !isControlCharacter(character))
    .join('')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = path.extname(cleaned).slice(0, 10);
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The file name from a Content-Disposition header (RFC 6266 `filename*` preferred). */
export function fileNameFromContentDisposition(header: string | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const value = plain?.[1] ?? plain?.[2];
  return value ? value.replace(/\\(.)/g, '$1').trim() : null;
}

/** The last path segment of a URL when it looks like a file name (has an extension). */
export function fileNameFromUrl(url: string): string | null {
  try {
    const segment = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return extensionOf(segment) ? segment : null;
  } catch {
    return null;
  }
}

/** Adds an extension from the MIME type when the name has none. */
export function withExtension(name: string, mimeType: string | null | undefined): string {
  if (extensionOf(name)) return name;
  const mime = mimeType?.split(';')[0]?.trim().toLowerCase();
  const extension = mime ? EXTENSION_BY_MIME[mime] : undefined;
  return extension ? `${name}.${extension}` : name;
}

/** Hands out names unique within one zip (case-insensitively): `a.pdf`, `a (2).pdf`, ... */
export function createUniqueNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const extension = path.extname(name);
    const stem = name.slice(0, name.length - extension.length);
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

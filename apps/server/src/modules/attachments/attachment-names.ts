import path from 'node:path';
import { extensionForMimeType } from '@wac/contract';

const MAX_NAME_LENGTH = 120;

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
  const extension = extensionForMimeType(mimeType);
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

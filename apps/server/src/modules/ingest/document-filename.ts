import { DOCUMENT_EXTENSION_BY_MIME_TYPE } from '@wac/contract';
import { asText } from './json-values';
import type { JsonObject } from './ocds-types';

export const FILE_EXTENSIONS = new Set([
  ...Object.values(DOCUMENT_EXTENSION_BY_MIME_TYPE),
  ...['docm', 'dotx', 'xlsm', 'jpeg', 'tiff', 'msg', 'eml', 'dwg', 'dxf', '7z', 'rar'],
]);

// Texts that say nothing about the file ("n/a", "", "-").
const PLACEHOLDER_TEXT = /^(?:n\/?a|none|null|-+|\.+|tbc|document|attachment)$/i;
const MAX_BASE_LENGTH = 120;
const LOOKS_LIKE_FILE_URL = /\.[a-z0-9]{2,5}(?:[?#]|$)/i;

/** The extension of a file name (`Spec v2.PDF` -> `pdf`) when it is a known file type. */
export function knownExtension(name: string): string | null {
  const match = /\.([a-z0-9]{2,5})$/i.exec(name.trim());
  const extension = match?.[1].toLowerCase() ?? null;
  return extension && FILE_EXTENSIONS.has(extension) ? extension : null;
}

/** The last path segment of a URL when it is a file name with a known extension. */
export function fileNameFromUrl(url: string): string | null {
  // Most links (portals, notice pages) have no extension: skip parsing them.
  if (!LOOKS_LIKE_FILE_URL.test(url)) return null;
  try {
    const segment = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return knownExtension(segment) ? segment : null;
  } catch {
    return null;
  }
}

function extensionFromFormat(format: string | null): string | null {
  if (!format) return null;
  return DOCUMENT_EXTENSION_BY_MIME_TYPE[format.toLowerCase().split(';')[0].trim()] ?? null;
}

function safeBaseName(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must not reach a file name
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_BASE_LENGTH)
      // A sentence's full stop would meet the extension's dot (`Tender pack..pdf`).
      .replace(/[\s.]+$/, '')
  );
}

function humanise(documentType: string): string {
  const words = documentType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The best file name for an attachment: a title or description that already is a file name, the
 * URL's file name, or else a readable name (title, description, document type) with the extension
 * its MIME format implies. CF attachments are `/Notice/Attachment/{guid}` with `description:
 * "n/a"`, so the last case is common. Null when no extension can be known.
 */
export function deriveFileName(document: JsonObject, url: string): string | null {
  const title = asText(document.title);
  const description = asText(document.description);
  for (const text of [title, description]) {
    if (text && knownExtension(text)) return safeBaseName(text);
  }
  const fromUrl = fileNameFromUrl(url);
  if (fromUrl) return safeBaseName(fromUrl);
  const extension = extensionFromFormat(asText(document.format));
  if (!extension) return null;
  const documentType = asText(document.documentType);
  const readable = [title, description].find((text) => text && !PLACEHOLDER_TEXT.test(text));
  const base = safeBaseName(readable ?? (documentType ? humanise(documentType) : 'Document'));
  return `${base || 'Document'}.${extension}`;
}

/** Makes names unique within one opportunity (`Bidding documents (2).docx`) for zip downloads. */
export function makeFileNamesUnique(names: Array<string | null>): Array<string | null> {
  const used = new Set<string>();
  return names.map((name) => {
    if (name === null) return null;
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let copy = 2; used.has(candidate.toLowerCase()); copy += 1) {
      candidate = `${stem} (${copy})${extension}`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

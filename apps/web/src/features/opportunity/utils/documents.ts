import { type AdditionalDocument, extensionForMimeType } from '@wac/contract';
import { MIN_ATTACHMENTS_FOR_ZIP } from '@/config/constants';

export type DocumentGroups = { links: AdditionalDocument[]; attachments: AdditionalDocument[] };

/** Non-attachments are Apply Online links; attachments are Supporting Documents. */
export function splitDocuments(documents: AdditionalDocument[]): DocumentGroups {
  return {
    links: documents.filter((document) => document.documentType !== 'attachment'),
    attachments: documents.filter((document) => document.documentType === 'attachment'),
  };
}

export function canDownloadAll(attachments: AdditionalDocument[]): boolean {
  return attachments.length >= MIN_ATTACHMENTS_FOR_ZIP;
}

function lastPathSegment(url: string): string | null {
  try {
    const segment = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return /\.[a-z0-9]{1,5}$/i.test(segment) ? segment : null;
  } catch {
    return null;
  }
}

/** The name to show for an attachment: its file name, else a file-like URL, title, or position. */
export function getAttachmentName(document: AdditionalDocument, position: number): string {
  return (
    document.true_filename?.trim() ||
    lastPathSegment(document.url) ||
    document.title?.trim() ||
    `Document ${position + 1}`
  );
}

/** `PDF`, `DOCX`...: from the file name's extension, else from the MIME type; null if unknown. */
export function getAttachmentType(document: AdditionalDocument, name: string): string | null {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  return extensionForMimeType(document.format)?.toUpperCase() ?? null;
}

/** The label of an Apply Online link: its title, else the link's host. */
export function getLinkLabel(document: AdditionalDocument): string {
  if (document.title?.trim()) return document.title.trim();
  try {
    return new URL(document.url).host;
  } catch {
    return document.url;
  }
}

// One rule for which portal links are followed, shared with the brief's citations.
export { isSafeHttpUrl } from '@/lib/http-url';

export type Keyed<T> = { item: T; key: string; position: number };

/**
 * Stable React keys for a list that never reorders but may repeat a value (the same URL twice):
 * the value itself, then `value#2`, `value#3`...
 */
export function withOccurrenceKeys<T>(items: T[], toValue: (item: T) => string): Keyed<T>[] {
  const seen = new Map<string, number>();
  const keyed: Keyed<T>[] = [];
  for (const item of items) {
    const value = toValue(item);
    const occurrence = (seen.get(value) ?? 0) + 1;
    seen.set(value, occurrence);
    keyed.push({
      item,
      key: occurrence === 1 ? value : `${value}#${occurrence}`,
      position: keyed.length,
    });
  }
  return keyed;
}

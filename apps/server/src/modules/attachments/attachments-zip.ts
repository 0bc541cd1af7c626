import { finished, PassThrough, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { shouldCompress } from './attachment-names';

export type ZipEntry =
  | { kind: 'file'; name: string; filePath: string }
  | { kind: 'note'; name: string; text: string };

/**
 * Streams a zip of `entries` (files read from disk, notes written as text). `onSettled` runs
 * once the stream has ended, failed or been closed by a client that went away, so the caller
 * can delete the spooled files.
 */
export function streamZip(entries: ZipEntry[], onSettled: () => void): Readable {
  const zip = new ZipFile();
  const output = new PassThrough();
  zip.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.on('error', (error: Error) => output.destroy(error));
  zip.outputStream.pipe(output);
  for (const entry of entries) {
    if (entry.kind === 'file') {
      zip.addFile(entry.filePath, entry.name, { compress: shouldCompress(entry.name) });
    } else {
      zip.addBuffer(Buffer.from(entry.text, 'utf8'), entry.name);
    }
  }
  zip.end();
  finished(output, () => onSettled());
  return output;
}

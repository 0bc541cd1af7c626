import { unzipSync } from 'fflate';
import { ExtractError, type ExtractLimits } from './extract-limits';

export type ZipMember = { path: string; bytes: Uint8Array };

type Budget = { bytes: number; entries: number };

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3;

/**
 * Every file of a zip, nested zips opened in place (their files named by the path through the
 * nesting), within the limits on total size, ratio, depth and count. Sizes are checked on the
 * central directory before anything is inflated, and fflate inflates each entry into a buffer of
 * its declared size, so a header that lies gets a truncated file, never more memory.
 */
export function readZipMembers(bytes: Uint8Array, limits: ExtractLimits): ZipMember[] {
  const members: ZipMember[] = [];
  readLevel(bytes, '', 1, limits, { bytes: 0, entries: 0 }, members);
  return members;
}

function readLevel(
  bytes: Uint8Array,
  prefix: string,
  depth: number,
  limits: ExtractLimits,
  budget: Budget,
  out: ZipMember[],
): void {
  if (depth > limits.maxZipDepth) {
    throw new ExtractError(`zips nested more than ${limits.maxZipDepth} deep are not opened`);
  }
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        budget.entries += 1;
        budget.bytes += file.originalSize;
        if (budget.entries > limits.maxZipEntries) {
          throw new ExtractError(`more than ${limits.maxZipEntries} files in the zip`);
        }
        if (budget.bytes > limits.maxZipTotalBytes) {
          throw new ExtractError('the zip unpacks to more than the size limit (a zip bomb?)');
        }
        if (file.size > 0 && file.originalSize / file.size > limits.maxZipRatio) {
          throw new ExtractError(`${file.name} is compressed too tightly to be real (a zip bomb?)`);
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ExtractError) throw error;
    throw new ExtractError('not a readable zip file');
  }
  for (const [name, content] of Object.entries(files)) {
    // Paths are only names here (never written to disk by path), but keep them tidy.
    const path = `${prefix}${name.replace(/^\/+/, '')}`;
    if (isZip(content) && /\.zip$/i.test(name)) {
      readLevel(content, `${path}/`, depth + 1, limits, budget, out);
    } else out.push({ path, bytes: content });
  }
}

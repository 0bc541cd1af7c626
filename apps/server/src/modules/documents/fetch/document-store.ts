import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files by content hash (sha-256 hex) under the documents folder, two levels of fan-out so no
 * folder grows huge: `ab/cd/abcd...`. Writes land in `tmp/` first and are renamed into place,
 * so a process reading a hash never sees half a file, and several processes sharing the folder
 * writing the same file at once both end with the same bytes.
 */
export const storedPath = (dir: string, hash: string) =>
  path.join(dir, hash.slice(0, 2), hash.slice(2, 4), hash);

export async function newTempPath(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  return path.join(dir, 'tmp', randomUUID());
}

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Moves a downloaded temporary file into place under its hash (kept once if already there). */
export async function keepFile(dir: string, tempPath: string): Promise<string> {
  const hash = await hashFile(tempPath);
  const target = storedPath(dir, hash);
  await mkdir(path.dirname(target), { recursive: true });
  try {
    // link() fails when the file is already kept: the old copy stays and this one goes.
    await link(tempPath, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(tempPath).catch(() => undefined);
  }
  return hash;
}

/** Keeps bytes found inside a zip; returns their hash. */
export async function keepBytes(dir: string, bytes: Uint8Array): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const target = storedPath(dir, hash);
  const temp = await newTempPath(dir);
  await writeFile(temp, bytes);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(temp, target);
  return hash;
}

export const readStoredFile = (dir: string, hash: string) => readFile(storedPath(dir, hash));

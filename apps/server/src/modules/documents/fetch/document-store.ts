import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import {
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/**
 * Files by content hash (sha-256 hex) under the documents folder, two levels of fan-out so no
 * folder grows huge: `ab/cd/abcd...`. Writes land in `tmp/` first and are renamed into place,
 * so a process reading a hash never sees half a file, and several processes sharing the folder
 * writing the same file at once both end with the same bytes.
 *
 * Every store leaves the file's modification time at "now", also when the bytes were already
 * kept: the clean-up (collect-unused-files.ts) never removes a file younger than its grace
 * period, so a fetch storing a hash the clean-up is about to remove keeps it (ADR 0266).
 */
export const storedPath = (dir: string, hash: string) =>
  path.join(dir, hash.slice(0, 2), hash.slice(2, 4), hash);

const isCode = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | null)?.code === code;

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
    for (;;) {
      try {
        // link() fails when the file is already kept: the old copy stays and this one goes.
        await link(tempPath, target);
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
      }
      try {
        // Kept already: marked fresh. Gone since (removed by a clean-up): linked again.
        const now = new Date();
        await utimes(target, now, now);
        break;
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw error;
      }
    }
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

/** A kept file's size and last store, or null when there is none. */
export async function statStoredFile(dir: string, hash: string) {
  try {
    const info = await stat(storedPath(dir, hash));
    return { bytes: info.size, storedAt: info.mtime };
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/**
 * Removes a kept file unless it was stored again after `storedBefore`: it is first moved aside
 * (one atomic rename, so a store from now on puts a fresh copy in place), then its time is read
 * again, and a file stored meanwhile is put back. Returns the bytes removed (0: kept or none).
 */
export async function removeStoredFile(
  dir: string,
  hash: string,
  storedBefore: Date,
): Promise<number> {
  const target = storedPath(dir, hash);
  const aside = await newTempPath(dir);
  try {
    await rename(target, aside);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return 0;
    throw error;
  }
  const info = await stat(aside);
  if (info.mtime >= storedBefore) {
    // Stored again while being removed: back in place (a newer copy already there wins).
    await link(aside, target).catch((error) => {
      if (!isCode(error, 'EEXIST')) throw error;
    });
    await unlink(aside);
    return 0;
  }
  await unlink(aside);
  return info.size;
}

/** Every hash kept under the folder (the `ab/cd/hash` files; `tmp/` and strays left out). */
export async function* listStoredHashes(dir: string): AsyncGenerator<string> {
  const fanOut = /^[0-9a-f]{2}$/;
  const names = async (folder: string) =>
    readdir(folder).catch((error) => {
      if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return [] as string[];
      throw error;
    });
  for (const first of (await names(dir)).filter((name) => fanOut.test(name))) {
    for (const second of (await names(path.join(dir, first))).filter((name) => fanOut.test(name))) {
      for (const name of await names(path.join(dir, first, second))) {
        if (/^[0-9a-f]{64}$/.test(name) && name.startsWith(first + second)) yield name;
      }
    }
  }
}

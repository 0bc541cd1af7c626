// The content hash the builds stamp their output with (ADR 0077): a build is redone only when a
// file it reads changed, whatever the files' times say (a fresh clone, a touch).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file: a build whose hash must change with the way it is hashed lists it among its inputs. */
export const sourceHashFile = fileURLToPath(import.meta.url);

/** `entry` and every file below it, in name order, but the files `isSkipped` answers true for. */
function* walk(entry, isSkipped) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* walk(path.join(entry, name), isSkipped);
  } else if (!isSkipped(entry)) {
    yield entry;
  }
}

/** A hash of every file of `inputs` (files and folders): its path from `root` and its bytes. */
export function hashSources(root, inputs, isSkipped = () => false) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of walk(input, isSkipped)) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

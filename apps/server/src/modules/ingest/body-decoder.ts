import { isUtf8 } from 'node:buffer';
import { decodeWindows1252 } from './repair-text';

/**
 * Passes a body on chunk by chunk as UTF-8 bytes, deciding its encoding the way `decodeBody`
 * decides for a whole one: UTF-8 while the bytes are valid UTF-8, Windows-1252 (turned into
 * UTF-8) from the first chunk that is not (Contracts Finder serves some bodies as ISO-8859-1).
 * A UTF-8 sequence split between two chunks is held back until complete. Bytes stay bytes: the
 * package scan looks only at ASCII bytes, and each release is decoded once, on its own.
 */
export class Utf8Body {
  private held: Uint8Array = new Uint8Array(0);
  private isWindows1252 = false;

  write(chunk: Uint8Array): Uint8Array {
    const bytes = this.held.length === 0 ? chunk : Buffer.concat([this.held, chunk]);
    this.held = new Uint8Array(0);
    if (this.isWindows1252) return fromWindows1252(bytes);
    const cut = completeUtf8Length(bytes);
    if (isUtf8(bytes.subarray(0, cut))) {
      this.held = bytes.slice(cut);
      return bytes.subarray(0, cut);
    }
    this.isWindows1252 = true;
    return fromWindows1252(bytes);
  }

  end(): Uint8Array {
    const rest = this.held;
    this.held = new Uint8Array(0);
    // A body that ends inside a UTF-8 sequence is not UTF-8.
    return rest.length === 0 ? rest : fromWindows1252(rest);
  }
}

const fromWindows1252 = (bytes: Uint8Array) => Buffer.from(decodeWindows1252(bytes), 'utf8');

/** How many leading bytes hold whole UTF-8 sequences: a lead byte near the end may lack its tail. */
function completeUtf8Length(bytes: Uint8Array): number {
  const length = bytes.length;
  for (let back = 1; back <= Math.min(3, length); back += 1) {
    const byte = bytes[length - back];
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: look further back
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? length - back : length;
  }
  return length;
}

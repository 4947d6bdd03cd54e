import { crc32, inflateRawSync } from 'node:zlib';

/**
 * A small reader of zip files (decision 0075): the central directory, then one entry at a time, stored
 * (method 0) or deflated (method 8) only. No zip64, no encryption, no multi-disk archives. It trusts
 * nothing in the file: every offset is checked against the file's length, the entry count and the
 * total uncompressed size are limited before anything is inflated (a zip bomb is refused from its
 * directory), and each entry inflates into at most its declared size, which must match, as must its CRC.
 */

export interface ZipEntry {
  /** The name as stored, with its folders ('images/kurta.jpg'). */
  name: string;
  method: number;
  crc32: number;
  compressedSize: number;
  /** Uncompressed size, as the directory declares it. */
  size: number;
  /** Where the entry's compressed bytes start in the file. */
  dataOffset: number;
  encrypted: boolean;
}

export interface ZipLimits {
  maxEntries: number;
  /** The sum of the entries' declared uncompressed sizes. */
  maxTotalSize: number;
}

/** Why a file cannot be read as a zip; `reason` is for the log, the caller shows its own message. */
export class ZipError extends Error {
  readonly reason: 'not_zip' | 'unsupported' | 'too_many_entries' | 'too_large' | 'corrupt';
  constructor(reason: ZipError['reason'], detail: string) {
    super(detail);
    this.name = 'ZipError';
    this.reason = reason;
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;

export const STORED = 0;
export const DEFLATED = 8;

/** The entries of a zip file (folders left out), in directory order. Throws ZipError. */
export function readZipEntries(zip: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfDirectory(view);
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0)
    throw new ZipError('unsupported', 'multi-disk archive');
  const count = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    throw new ZipError('unsupported', 'zip64 archive');
  if (count > limits.maxEntries) throw new ZipError('too_many_entries', `${count} entries`);
  if (directoryOffset + directorySize > eocd) throw new ZipError('corrupt', 'directory outside the file');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_SIZE > eocd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw new ZipError('corrupt', `directory entry ${index}`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const end = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > eocd) throw new ZipError('corrupt', `directory entry ${index}`);
    const name = new TextDecoder().decode(zip.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength));
    at = end;
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff)
      throw new ZipError('unsupported', 'zip64 entry');
    if (name.endsWith('/')) continue; // a folder
    total += size;
    if (total > limits.maxTotalSize) throw new ZipError('too_large', `over ${limits.maxTotalSize} bytes`);

    if (localOffset + LOCAL_SIZE > zip.byteLength || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE)
      throw new ZipError('corrupt', `local header of ${name}`);
    const dataOffset =
      localOffset +
      LOCAL_SIZE +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > zip.byteLength) throw new ZipError('corrupt', `data of ${name}`);
    entries.push({
      name,
      method,
      crc32: crc,
      compressedSize,
      size,
      dataOffset,
      encrypted: (flags & 1) === 1,
    });
  }
  return entries;
}

/** The end-of-central-directory record: the last one in the file's final 64 KiB + 22 bytes. */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - EOCD_SIZE - 0xffff);
  for (let at = view.byteLength - EOCD_SIZE; at >= lowest; at--)
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at;
  throw new ZipError('not_zip', 'no end of central directory');
}

/** An entry's compressed bytes, as they sit in the file (a view, not a copy). */
export function entryData(zip: Uint8Array, entry: ZipEntry): Uint8Array {
  return zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
}

/**
 * An entry's content from its compressed bytes. Refuses (ZipError) a method other than stored or
 * deflate, an entry declared larger than `maxSize`, one that inflates beyond its declared size, and
 * content whose length or CRC-32 is not the declared one.
 */
export function inflateEntry(
  data: Uint8Array,
  entry: { method: number; size: number; crc32: number; encrypted?: boolean },
  maxSize: number,
): Uint8Array {
  if (entry.encrypted) throw new ZipError('unsupported', 'encrypted entry');
  if (entry.size > maxSize) throw new ZipError('too_large', `entry of ${entry.size} bytes`);
  let content: Uint8Array;
  if (entry.method === STORED) content = data;
  else if (entry.method === DEFLATED) {
    try {
      // maxOutputLength stops the inflate itself at the declared size (+1 to tell "more" from "equal").
      content = inflateRawSync(data, { maxOutputLength: entry.size + 1 });
    } catch {
      throw new ZipError('corrupt', 'inflate failed or exceeded the declared size');
    }
  } else throw new ZipError('unsupported', `method ${entry.method}`);
  if (content.byteLength !== entry.size) throw new ZipError('corrupt', 'size mismatch');
  if (crc32(content) >>> 0 !== entry.crc32 >>> 0) throw new ZipError('corrupt', 'CRC mismatch');
  return content;
}

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryData, inflateEntry, readZipEntries, ZipError } from '../../functions/storage/zip-reader.ts';
import { makeZip } from '../support/make-zip.ts';

/** The catalogue import's zip reader (decision 0075): stored and deflate entries, and every refusal. */
const LIMITS = { maxEntries: 10, maxTotalSize: 1_000_000 };
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function reasonOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ZipError) return error.reason;
    throw error;
  }
  return 'no error';
}

describe('readZipEntries and inflateEntry', () => {
  it('reads stored and deflated entries, leaving folders out', () => {
    const long = 'kurta '.repeat(500);
    const zip = makeZip([
      { name: 'images/', content: '', method: 0 },
      { name: 'images/a.txt', content: 'plain', method: 0 },
      { name: 'b.txt', content: long },
    ]);
    const entries = readZipEntries(zip, LIMITS);
    expect(entries.map((e) => [e.name, e.method, e.size])).toEqual([
      ['images/a.txt', 0, 5],
      ['b.txt', 8, long.length],
    ]);
    expect(entries[1]!.compressedSize).toBeLessThan(long.length);
    expect(text(inflateEntry(entryData(zip, entries[0]!), entries[0]!, 100))).toBe('plain');
    expect(text(inflateEntry(entryData(zip, entries[1]!), entries[1]!, 10_000))).toBe(long);
  });

  it('reads a zip made by the zip tool, when one is installed', () => {
    let zip: Uint8Array;
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    try {
      writeFileSync(join(dir, 'one.txt'), 'one '.repeat(100));
      writeFileSync(join(dir, 'two.txt'), 'two');
      try {
        execFileSync('zip', ['-q', 'out.zip', 'one.txt', 'two.txt'], { cwd: dir });
      } catch {
        return; // no zip tool on this machine: the hand-made zips above cover the format
      }
      zip = new Uint8Array(readFileSync(join(dir, 'out.zip')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const entries = readZipEntries(zip, LIMITS);
    expect(entries.map((e) => e.name)).toEqual(['one.txt', 'two.txt']);
    expect(text(inflateEntry(entryData(zip, entries[0]!), entries[0]!, 1000))).toBe('one '.repeat(100));
  });

  it('refuses what is not a zip, and a cut-off zip', () => {
    expect(reasonOf(() => readZipEntries(new TextEncoder().encode('name,price\nKurta,499\n'), LIMITS))).toBe(
      'not_zip',
    );
    const zip = makeZip([{ name: 'a.txt', content: 'hello' }]);
    // The end record kept, the files before it cut away: its directory now points outside the file.
    expect(reasonOf(() => readZipEntries(zip.subarray(20), LIMITS))).toBe('corrupt');
  });

  it('refuses too many entries before reading any', () => {
    const files = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, content: 'x' }));
    expect(reasonOf(() => readZipEntries(makeZip(files), LIMITS))).toBe('too_many_entries');
  });

  it('refuses a zip bomb from its declared sizes, and an entry that inflates past its declared size', () => {
    const zeros = new Uint8Array(2_000_000); // deflates to about 2 KB
    const bomb = makeZip([{ name: 'big.bin', content: zeros }]);
    expect(bomb.byteLength).toBeLessThan(10_000);
    expect(reasonOf(() => readZipEntries(bomb, LIMITS))).toBe('too_large');

    // A directory that lies, declaring 100 bytes: the inflate stops there and the entry is refused.
    const liar = makeZip([{ name: 'big.bin', content: zeros }], () => ({ size: 100 }));
    const [entry] = readZipEntries(liar, LIMITS);
    expect(reasonOf(() => inflateEntry(entryData(liar, entry!), entry!, 1000))).toBe('corrupt');
    // An entry declared larger than the caller allows is refused without inflating.
    expect(reasonOf(() => inflateEntry(entryData(bomb, entry!), { ...entry!, size: 5000 }, 1000))).toBe(
      'too_large',
    );
  });

  it('refuses a wrong CRC, an unknown method and an encrypted entry', () => {
    const zip = makeZip([{ name: 'a.txt', content: 'hello' }], () => ({ crc32: 1234 }));
    const [entry] = readZipEntries(zip, LIMITS);
    expect(reasonOf(() => inflateEntry(entryData(zip, entry!), entry!, 100))).toBe('corrupt');
    const other = makeZip([{ name: 'a.txt', content: 'hello', method: 0 }], () => ({ method: 12 }));
    const [bzip] = readZipEntries(other, LIMITS);
    expect(reasonOf(() => inflateEntry(entryData(other, bzip!), bzip!, 100))).toBe('unsupported');
    expect(
      reasonOf(() => inflateEntry(new Uint8Array(5), { method: 0, size: 5, crc32: 0, encrypted: true }, 100)),
    ).toBe('unsupported');
  });
});

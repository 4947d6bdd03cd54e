import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a test zip: stored (method 0) or deflated (8, the default). */
export interface ZipFile {
  name: string;
  content: Uint8Array | string;
  method?: 0 | 8;
}

/**
 * Writes a zip file as zip tools do (local headers, then the central directory, then its end record),
 * for the tests of the zip reader and the catalogue import. `declare` overrides what the directory says
 * of an entry (a lying size makes a zip bomb or a corrupt file).
 */
export function makeZip(
  files: ZipFile[],
  declare: (index: number) => { size?: number; crc32?: number; method?: number } = () => ({}),
): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  files.forEach((file, index) => {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : Buffer.from(file.content);
    const method = file.method ?? 8;
    const data = method === 8 ? deflateRawSync(content) : content;
    const name = Buffer.from(file.name);
    const override = declare(index);
    const crc = override.crc32 ?? crc32(content);
    const size = override.size ?? content.byteLength;
    const declaredMethod = override.method ?? method;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(declaredMethod, 8);
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(declaredMethod, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

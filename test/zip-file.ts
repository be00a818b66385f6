import { crc32 } from 'node:zlib';

/**
 * A ZIP of `files` (name -> bytes), stored without compression: what a yard's archiver makes, small enough to write
 * here (tests only; the app reads ZIPs with yauzl). Local headers, the central directory, then its end record.
 */
export function zipOf(files: Record<string, Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, bytes] of Object.entries(files)) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.byteLength, 18);
    local.writeUInt32LE(bytes.byteLength, 22);
    local.writeUInt16LE(fileName.byteLength, 26);
    locals.push(local, fileName, Buffer.from(bytes));
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(bytes.byteLength, 20);
    entry.writeUInt32LE(bytes.byteLength, 24);
    entry.writeUInt16LE(fileName.byteLength, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += local.byteLength + fileName.byteLength + bytes.byteLength;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { localStorage } from './local-storage';

const root = mkdtempSync(path.join(tmpdir(), 'salvage-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const storage = localStorage(root);

test('puts, reads, streams and removes files by key', async () => {
  await storage.put('lot-photos/1/a/640.webp', new Uint8Array([1, 2, 3]));
  expect(await storage.get('lot-photos/1/a/640.webp')).toEqual(new Uint8Array([1, 2, 3]));
  const size = await storage.putStream(
    'imports/7/file.csv',
    Readable.from([Buffer.from('vin,'), Buffer.from('year')]),
  );
  expect(size).toBe(8);
  const opened = await storage.open('imports/7/file.csv');
  expect(opened?.size).toBe(8);
  const chunks: Buffer[] = [];
  for await (const chunk of opened!.stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString()).toBe('vin,year');
  await storage.remove('lot-photos/1');
  expect(await storage.get('lot-photos/1/a/640.webp')).toBeNull();
  expect(await storage.open('nothing/here')).toBeNull();
});

test('a failed stream leaves nothing behind', async () => {
  async function* failing() {
    yield Buffer.from('half');
    throw new Error('client went away');
  }
  await expect(storage.putStream('imports/8/file.csv', failing())).rejects.toThrow('client went away');
  expect(await storage.get('imports/8/file.csv')).toBeNull();
  expect(readdirSync(path.join(root, 'imports', '8'))).toEqual([]);
});

test('refuses keys that would leave the root', async () => {
  for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/./b', 'a\\b']) {
    await expect(storage.get(key)).rejects.toThrow('unsafe storage key');
  }
});

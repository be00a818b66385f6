import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jest } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '@/lib/db/client';
import { auditLog, lotPhotos } from '@/lib/db/schema';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { getLotById } from '@/lib/server/lots/get-lot';
import { lotMetadata } from '@/lib/server/lots/lot-route';
import { lotView } from '@/lib/server/lots/lot-view';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { searchLotPage } from '@/lib/server/search/search-lots';
import { localStorage, setFileStorage } from '@/lib/server/storage/local-storage';
import { GET as photoFile } from '@/app/lot-images/photos/[lotId]/[key]/[file]/route';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { HEIC_PHOTO, pngPhoto, sidewaysJpeg, webpPhoto } from '@/test/photo-files';
import { registerStaff } from '@/test/staff';
import { DELETE as deleteRoute } from './[photoId]/route';
import { GET as listRoute, POST as uploadRoute, PUT as arrangeRoute } from './route';

jest.setTimeout(120_000);
afterAll(() => closeRateLimiters());

/** Each database's run stores its files in a folder of its own. */
let root = '';
function useTestStorage() {
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'salvage-photos-'));
    setFileStorage(localStorage(root));
  });
  afterAll(() => {
    setFileStorage(undefined);
    rmSync(root, { recursive: true, force: true });
  });
}

const LOT = 310_000_001;
const OTHER = 310_000_002;
const BARE = 310_000_003;
const FULL = 310_000_004;

type Answer = { status: number; body: { data?: { photos: LotPhoto[] }; error?: Record<string, unknown> } };
const answer = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer['body'],
});
const params = (id: number, photoId?: number) => ({
  params: Promise.resolve({ id: String(id), photoId: String(photoId ?? '') }),
});

/** A multipart request of `files` as `file` fields, as the console's panel sends it. */
function uploadRequest(
  lotId: number,
  files: Uint8Array[],
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  files.forEach((bytes, i) => form.append('file', new Blob([new Uint8Array(bytes)]), `photo-${i}.jpg`));
  return new Request(`http://localhost/rest-api/v2/admin/lots/${lotId}/photos`, {
    method: 'POST',
    body: form,
    headers: { host: 'localhost', origin: 'http://localhost', ...(cookie ? { cookie } : {}), ...headers },
  });
}
const upload = async (who: TestMember | null, lotId: number, files: Uint8Array[]) =>
  answer(await uploadRoute(uploadRequest(lotId, files, who?.cookie), params(lotId)));
const arrange = async (who: TestMember | null, lotId: number, body: unknown) =>
  answer(
    await arrangeRoute(
      jsonRequest(`/rest-api/v2/admin/lots/${lotId}/photos`, { method: 'PUT', body, cookie: who?.cookie }),
      params(lotId),
    ),
  );
const remove = async (who: TestMember | null, lotId: number, photoId: number) =>
  answer(
    await deleteRoute(
      jsonRequest(`/rest-api/v2/admin/lots/${lotId}/photos/${photoId}`, {
        method: 'DELETE',
        cookie: who?.cookie,
      }),
      params(lotId, photoId),
    ),
  );
const list = async (who: TestMember | null, lotId: number) =>
  answer(
    await listRoute(
      jsonRequest(`/rest-api/v2/admin/lots/${lotId}/photos`, { method: 'GET', cookie: who?.cookie }),
      params(lotId),
    ),
  );

const fetchFile = (photo: Pick<LotPhoto, 'lotId' | 'key'>, file: string) =>
  photoFile(new Request('http://localhost/lot-images/photos'), {
    params: Promise.resolve({ lotId: String(photo.lotId), key: photo.key, file }),
  });
const stored = (lotId: number) => {
  try {
    return readdirSync(path.join(root, 'lot-photos', String(lotId)));
  } catch {
    return [];
  }
};

/** The RGB of the pixel at (x, y) of an image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 90 && b! < 90;
const isBlue = ([r, g, b]: number[]) => b! > 150 && r! < 90 && g! < 90;

describe.each(testDatabaseKinds())('the console’s lot photos on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  useTestStorage();
  let db: Db;
  let clerk: TestMember;
  let auctioneer: TestMember;
  let member: TestMember;
  let jpeg: Buffer;
  let png: Buffer;

  const auditCount = async (action: string, lotId = LOT) =>
    (
      await db
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(eq(auditLog.action, action), eq(auditLog.entity, 'lot'), eq(auditLog.entityId, String(lotId))),
        )
    )[0]!.n;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [{ id: LOT }, { id: OTHER }, { id: BARE }, { id: FULL }]);
    [clerk, auctioneer, member] = await Promise.all([
      registerStaff(['inventory']),
      registerStaff(['auctions']),
      registerMember(),
    ]);
    [jpeg, png] = await Promise.all([sidewaysJpeg(), pngPhoto()]);
  }, 120_000);

  test('only staff with photos.write upload, order and delete; lots.read lists', async () => {
    expect((await upload(null, LOT, [png])).status).toBe(401);
    expect((await upload(member, LOT, [png])).status).toBe(403);
    expect((await upload(auctioneer, LOT, [png])).status).toBe(403);
    expect((await arrange(auctioneer, LOT, { order: [] })).status).toBe(403);
    expect((await remove(auctioneer, LOT, 1)).status).toBe(403);
    expect((await list(member, LOT)).status).toBe(403);
    expect(await list(auctioneer, LOT)).toEqual({ status: 200, body: { data: { photos: [] } } });
    expect(stored(LOT)).toEqual([]);
  });

  test('upload: renditions of each width and format, EXIF orientation applied, no metadata left', async () => {
    const webp = await webpPhoto();
    const { status, body } = await upload(clerk, LOT, [jpeg, png, webp]);
    expect(status).toBe(200);
    const photos = body.data!.photos;
    // The phone's 2400 x 1200 picture stored sideways (orientation 6) is 1200 x 2400 upright.
    expect(photos.map((p) => [p.position, p.isCover, p.width, p.height, p.widths])).toEqual([
      [0, true, 1200, 2400, [320, 640, 1200]],
      [1, false, 800, 600, [320, 640, 800]],
      [2, false, 500, 400, [320, 500]],
    ]);
    expect(stored(LOT).sort()).toEqual(photos.map((p) => p.key).sort());
    for (const photo of photos) {
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(photo.placeholder.length).toBeLessThan(600);
      const files = readdirSync(path.join(root, 'lot-photos', String(LOT), photo.key)).sort();
      expect(files).toEqual([...photo.widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]), 'og.jpg'].sort());
      for (const file of files) {
        const response = await fetchFile(photo, file);
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
        const meta = await sharp(bytes).metadata();
        const [name, ext] = file.split('.') as [string, string];
        if (ext === 'jpg') {
          expect(response.headers.get('content-type')).toBe('image/jpeg');
          expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
        } else {
          expect(response.headers.get('content-type')).toBe(`image/${ext}`);
          expect([meta.format, meta.width]).toEqual([ext === 'avif' ? 'heif' : 'webp', Number(name)]);
          if (ext === 'avif') expect(meta.compression).toBe('av1');
          expect(meta.height).toBe(Math.round((Number(name) * photo.height) / photo.width));
        }
        // Nothing of the phone's metadata leaves: no EXIF (GPS is part of it), no XMP, no orientation tag.
        expect([file, meta.exif, meta.xmp, meta.orientation]).toEqual([
          file,
          undefined,
          undefined,
          undefined,
        ]);
        expect([file, bytes.includes('TestPhone'), bytes.includes('Yard Cam')]).toEqual([file, false, false]);
      }
    }
    // Upright: the red left half of the stored picture is now on top.
    const upright = Buffer.from(await (await fetchFile(photos[0]!, '320.webp')).arrayBuffer());
    expect(isRed(await pixel(upright, 160, 20))).toBe(true);
    expect(isRed(await pixel(upright, 160, 600))).toBe(false);
    expect(await auditCount('photo.upload')).toBe(1);
  });

  test('the same file twice on one lot is one photo; another lot takes it as its own', async () => {
    const again = await upload(clerk, LOT, [png, png]);
    expect(again.status).toBe(200);
    expect(again.body.data!.photos).toHaveLength(3);
    expect(await auditCount('photo.upload')).toBe(1);
    const other = await upload(clerk, OTHER, [png]);
    expect(other.body.data!.photos.map((p) => [p.lotId, p.isCover])).toEqual([[OTHER, true]]);
  });

  test('a HEIC from a phone is decoded (its pixels as they are), rendered and stored', async () => {
    const { status, body } = await upload(clerk, OTHER, [HEIC_PHOTO]);
    expect(status).toBe(200);
    const heic = body.data!.photos[1]!;
    expect([heic.width, heic.height, heic.widths, heic.isCover]).toEqual([96, 64, [96], false]);
    const bytes = Buffer.from(await (await fetchFile(heic, '96.webp')).arrayBuffer());
    expect(isRed(await pixel(bytes, 10, 32))).toBe(true);
    expect(isBlue(await pixel(bytes, 86, 32))).toBe(true);
  });

  test('not an image (a text file named .jpg), a broken one, a bad body: 4xx and nothing stored', async () => {
    const before = stored(LOT).length;
    const text = new TextEncoder().encode('just some notes, renamed photo.jpg\n'.repeat(20));
    const refused = await upload(clerk, LOT, [text]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'invalid_input', fields: { file: 'notAnImage' } });
    // PNG's signature on bytes that are no picture: sniffed a PNG, refused when it does not decode.
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(400, 7)]);
    expect((await upload(clerk, LOT, [await webpPhoto(300, 200), broken])).body.error).toMatchObject({
      fields: { file: 'notAnImage' },
    });
    expect((await upload(clerk, LOT, [])).body.error).toMatchObject({ fields: { file: 'fileRequired' } });
    const json = await uploadRoute(
      jsonRequest(`/rest-api/v2/admin/lots/${LOT}/photos`, { body: {}, cookie: clerk.cookie }),
      params(LOT),
    );
    expect(json.status).toBe(422);
    expect(stored(LOT)).toHaveLength(before);
    expect((await list(clerk, LOT)).body.data!.photos).toHaveLength(3);
    expect((await upload(clerk, 399_999_999, [png])).status).toBe(404);
  });

  test('past 25 MB a file is a 413, and so is a request past its cap, before any work', async () => {
    const before = stored(LOT).length;
    const huge = new Uint8Array(25 * 1024 * 1024 + 1);
    huge.set(png.subarray(0, 64));
    const tooLarge = await upload(clerk, LOT, [huge]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toMatchObject({
      code: 'payload_too_large',
      fields: { file: 'fileTooLarge' },
    });
    const declared = await uploadRoute(
      uploadRequest(LOT, [png], clerk.cookie, { 'content-length': String(2 * 1024 ** 3) }),
      params(LOT),
    );
    expect(declared.status).toBe(413);
    expect(stored(LOT)).toHaveLength(before);
  });

  test('a lot takes 40 photos: the 41st is a 409, and a request that would pass 40 adds none', async () => {
    await db.insert(lotPhotos).values(
      Array.from({ length: 39 }, (_, i) => ({
        lotId: FULL,
        position: i,
        isCover: i === 0,
        storagePrefix: `lot-photos/${FULL}/${String(i).padStart(16, '0')}`,
        contentHash: `hash-${i}`,
        width: 640,
        height: 480,
        widths: [320, 640],
        placeholder: 'data:image/webp;base64,',
        ogBytes: 1,
      })),
    );
    const two = await upload(clerk, FULL, [png, await webpPhoto(320, 240)]);
    expect(two.status).toBe(409);
    expect(two.body.error).toMatchObject({ code: 'too_many_photos', message: expect.stringContaining('40') });
    expect(stored(FULL)).toEqual([]);
    expect((await upload(clerk, FULL, [png])).body.data!.photos).toHaveLength(40);
    const fortyFirst = await upload(clerk, FULL, [await webpPhoto(321, 240)]);
    expect(fortyFirst.status).toBe(409);
    expect((await list(clerk, FULL)).body.data!.photos).toHaveLength(40);
  });

  test('order and cover: every photo once, the cover one of them; delete closes up and passes the cover', async () => {
    const photos = (await list(clerk, LOT)).body.data!.photos;
    const ids = photos.map((p) => p.id);
    const reversed = [...ids].reverse();
    const arranged = await arrange(clerk, LOT, { order: reversed, coverId: ids[1] });
    expect(arranged.status).toBe(200);
    expect(arranged.body.data!.photos.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [ids[2], 0, false],
      [ids[1], 1, true],
      [ids[0], 2, false],
    ]);
    expect(await auditCount('photo.reorder')).toBe(1);
    for (const body of [
      { order: ids.slice(1), coverId: ids[1] },
      { order: [...ids, ids[0]] },
      { order: [ids[0], ids[1], 999_999] },
    ]) {
      const refused = await arrange(clerk, LOT, body);
      expect([refused.status, refused.body.error?.fields]).toEqual([422, { order: 'notTheLotsPhotos' }]);
    }
    const otherCover = (await list(clerk, OTHER)).body.data!.photos[0]!.id;
    expect((await arrange(clerk, LOT, { order: ids, coverId: otherCover })).body.error?.fields).toEqual({
      coverId: 'notTheLotsPhoto',
    });
    expect((await arrange(clerk, LOT, { order: ids, extra: 1 })).status).toBe(422);

    const cover = photos[1]!;
    const deleted = await remove(clerk, LOT, cover.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data!.photos.map((p) => [p.id, p.position, p.isCover])).toEqual([
      [ids[2], 0, true],
      [ids[0], 1, false],
    ]);
    expect(stored(LOT)).not.toContain(cover.key);
    expect((await fetchFile(cover, '320.webp')).status).toBe(404);
    expect(await auditCount('photo.delete')).toBe(1);
    expect((await remove(clerk, LOT, cover.id)).status).toBe(404);
    expect((await remove(clerk, OTHER, ids[0]!)).status).toBe(404);
  });

  test('files are served by their exact names only', async () => {
    const [photo] = (await list(clerk, LOT)).body.data!.photos;
    for (const [lotId, key, file] of [
      [String(LOT), photo!.key, '321.webp'],
      [String(LOT), photo!.key, '320.png'],
      [String(LOT), photo!.key, '4000.webp'],
      [String(LOT), photo!.key, '../og.jpg'],
      [String(LOT), 'not-a-key', 'og.jpg'],
      [String(OTHER), photo!.key, 'og.jpg'],
      ['12', photo!.key, 'og.jpg'],
    ] as const) {
      const response = await fetchFile({ lotId: Number(lotId) || 0, key }, file);
      expect([lotId, key, file, response.status]).toEqual([lotId, key, file, 404]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('pages: the lot view and cards carry the photos in one read; lots without keep their illustrations', async () => {
    const lot = (await getLotById(LOT))!;
    const view = await lotView(lot);
    expect(view.photos.map((p) => p.position)).toEqual([0, 1]);
    expect(view.photos[0]!.isCover).toBe(true);
    const bare = await lotView((await getLotById(BARE))!);
    expect(bare.photos).toEqual([]);

    const cards = await searchLotPage({ ...EMPTY_FILTERS, pageSize: 100 });
    const byId = new Map(cards.map((card) => [card.id, card]));
    expect(byId.get(LOT)?.photo).toEqual({
      lotId: LOT,
      key: view.photos[0]!.key,
      width: view.photos[0]!.width,
      height: view.photos[0]!.height,
      widths: view.photos[0]!.widths,
      placeholder: view.photos[0]!.placeholder,
    });
    expect(byId.get(BARE)).not.toHaveProperty('photo');
    expect(byId.get(BARE)?.image).toBe(`/lot-images/${BARE}.svg`);

    // og:image: the cover's JPEG; a lot without photos keeps its drawn social card.
    const og = (meta: Awaited<ReturnType<typeof lotMetadata>>) =>
      (meta.openGraph?.images as { url: string | URL; width: number; height: number }[])[0]!;
    const cover = view.photos[0]!;
    expect(og(await lotMetadata(lot, 'en', 'Title', 'Text', cover))).toMatchObject({
      url: expect.stringMatching(new RegExp(`/lot-images/photos/${LOT}/${cover.key}/og\\.jpg$`)),
      width: 1200,
      height: 630,
    });
    expect(String(og(await lotMetadata((await getLotById(BARE))!, 'en', 'T', 'D')).url)).toMatch(
      new RegExp(`/og/lot/${BARE}$`),
    );
  });
});

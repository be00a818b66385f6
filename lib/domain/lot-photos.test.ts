import {
  largestWidth,
  ogImageUrl,
  photoFileType,
  photoSrcSet,
  renditionUrl,
  renditionWidths,
  widthUpTo,
  type PhotoRef,
} from './lot-photos';

const photo: PhotoRef = {
  lotId: 300000001,
  key: '0123456789abcdef',
  width: 1600,
  height: 1200,
  widths: [320, 640, 1280, 1600],
  placeholder: 'data:image/webp;base64,AAAA',
};

test('renditions: the standard widths below the photo, then its own, never wider than 1920', () => {
  expect(renditionWidths(4000)).toEqual([320, 640, 1280, 1920]);
  expect(renditionWidths(1920)).toEqual([320, 640, 1280, 1920]);
  expect(renditionWidths(1600)).toEqual([320, 640, 1280, 1600]);
  expect(renditionWidths(640)).toEqual([320, 640]);
  expect(renditionWidths(200)).toEqual([200]);
});

test('URLs name the lot, the photo’s key and the file', () => {
  expect(renditionUrl(photo, 640, 'avif')).toBe('/lot-images/photos/300000001/0123456789abcdef/640.avif');
  expect(ogImageUrl(photo)).toBe('/lot-images/photos/300000001/0123456789abcdef/og.jpg');
  expect(photoSrcSet(photo, 'webp')).toBe(
    [320, 640, 1280, 1600]
      .map((w) => `/lot-images/photos/300000001/0123456789abcdef/${w}.webp ${w}w`)
      .join(', '),
  );
  expect(largestWidth(photo)).toBe(1600);
  expect([widthUpTo(photo, 640), widthUpTo(photo, 1000), widthUpTo(photo, 100)]).toEqual([640, 640, 320]);
});

test('a photo folder holds renditions up to 1920 wide and og.jpg, nothing else', () => {
  expect(photoFileType('640.avif')).toBe('image/avif');
  expect(photoFileType('1920.webp')).toBe('image/webp');
  expect(photoFileType('og.jpg')).toBe('image/jpeg');
  for (const name of ['1921.webp', '0640.webp', '640.png', 'og.jpeg', '640.avif.part', '../og.jpg', '']) {
    expect([name, photoFileType(name)]).toEqual([name, null]);
  }
});

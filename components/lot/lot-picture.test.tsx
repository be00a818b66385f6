import { render } from '@testing-library/react';
import type { PhotoRef } from '@/lib/domain/lot-photos';
import { LotPicture } from './lot-picture';

const photo: PhotoRef = {
  lotId: 300000001,
  key: '0123456789abcdef',
  width: 1600,
  height: 1200,
  widths: [320, 640, 1280, 1600],
  placeholder: 'data:image/webp;base64,UklGRg',
};
const base = '/lot-images/photos/300000001/0123456789abcdef';

test('AVIF then WebP with every width for `sizes`, the photo’s size, lazy, the placeholder behind it', () => {
  const { container } = render(<LotPicture photo={photo} alt="A photo" sizes="50vw" />);
  const sources = [...container.querySelectorAll('picture > source')];
  expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
  expect(sources[0]).toHaveAttribute(
    'srcset',
    `${base}/320.avif 320w, ${base}/640.avif 640w, ${base}/1280.avif 1280w, ${base}/1600.avif 1600w`,
  );
  expect(sources[1]).toHaveAttribute('sizes', '50vw');
  const img = container.querySelector('picture > img')!;
  expect(img).toHaveAttribute('src', `${base}/640.webp`);
  expect(img).toHaveAttribute('alt', 'A photo');
  expect(img).toHaveAttribute('width', '1600');
  expect(img).toHaveAttribute('height', '1200');
  expect(img).toHaveAttribute('loading', 'lazy');
  expect((img as HTMLImageElement).style.backgroundImage).toContain(photo.placeholder);
});

test('eager loads at once with high priority; large shows the widest rendition only', () => {
  const { container } = render(<LotPicture photo={photo} alt="" sizes="100vw" eager large />);
  const img = container.querySelector('img')!;
  expect(img).toHaveAttribute('loading', 'eager');
  expect(img).toHaveAttribute('fetchpriority', 'high');
  expect(img).toHaveAttribute('src', `${base}/1600.webp`);
  expect(container.querySelector('source[type="image/avif"]')).toHaveAttribute('srcset', `${base}/1600.avif`);
  expect(container.querySelector('source')).not.toHaveAttribute('sizes');
});

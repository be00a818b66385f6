import { fireEvent, render, screen, within } from '@testing-library/react';
import type { PhotoRef } from '@/lib/domain/lot-photos';
import { LotGallery, type GalleryLabels } from './lot-gallery';

const labels: GalleryLabels = {
  label: 'Photos',
  previous: 'Previous photo',
  next: 'Next photo',
  position: '{n} of {total}',
  thumbnail: 'Show photo {n}',
  thumbnails: 'All photos',
  open: 'View full screen',
  close: 'Close full screen',
  fullScreen: 'Photos, full screen',
};
const ref = (n: number): PhotoRef => ({
  lotId: 300000001,
  key: `${n}`.repeat(16),
  width: 1920,
  height: 1440,
  widths: [320, 640, 1280, 1920],
  placeholder: 'data:image/webp;base64,UklGRg',
});
const photos = [1, 2, 3].map((n) => ({
  src: `/lot-images/photos/300000001/${`${n}`.repeat(16)}/640.webp`,
  alt: `Photo ${n}`,
  photo: ref(n),
}));
const stage = () => screen.getByTestId('lot-gallery-stage');

test('uploaded photos show as pictures: the first eager, the others and their thumbnails lazy', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  const main = within(stage()).getByRole('img');
  expect(main).toHaveAttribute('src', photos[0]!.src);
  expect(main).toHaveAttribute('loading', 'eager');
  expect(main).toHaveAttribute('width', '1920');
  expect(main.closest('picture')?.querySelector('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    expect.stringContaining('/1920.avif 1920w'),
  );
  const thumbs = [...screen.getByRole('list', { name: 'All photos' }).querySelectorAll('img')];
  expect(thumbs.map((t) => t.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(within(stage()).getByRole('img')).toHaveAttribute('loading', 'lazy');
  expect(within(stage()).getByRole('img')).toHaveAttribute('src', photos[1]!.src);
});

test('the full-screen view shows the widest rendition', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
  const img = within(screen.getByTestId('lot-gallery-dialog')).getByRole('img');
  expect(img).toHaveAttribute('src', '/lot-images/photos/300000001/1111111111111111/1920.webp');
  expect(img.closest('picture')?.querySelector('source')).toHaveAttribute(
    'srcset',
    '/lot-images/photos/300000001/1111111111111111/1920.avif',
  );
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { LotGallery, type GalleryLabels } from './lot-gallery';

// jsdom has no PointerEvent: a MouseEvent with the pointer fields React reads.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  isPrimary: boolean;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.isPrimary = init.isPrimary ?? true;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });

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
const photos = Array.from({ length: 12 }, (_, i) => ({ src: `/p/${i + 1}.svg`, alt: `Photo ${i + 1}` }));

function mainPhoto(): HTMLImageElement {
  return within(screen.getByTestId('lot-gallery-stage')).getByRole('img') as HTMLImageElement;
}
const position = () => screen.getByText(/of 12$/);

function swipe(element: HTMLElement, from: [number, number], to: [number, number], pointerId = 1) {
  fireEvent.pointerDown(element, { clientX: from[0], clientY: from[1], pointerId });
  fireEvent.pointerUp(element, { clientX: to[0], clientY: to[1], pointerId });
}

test('shows the first photo eagerly with its size, the others lazily, and announces the position', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  expect(mainPhoto()).toHaveAttribute('src', '/p/1.svg');
  expect(mainPhoto()).toHaveAttribute('width', '800');
  expect(mainPhoto()).toHaveAttribute('height', '400');
  expect(mainPhoto()).toHaveAttribute('loading', 'eager');
  expect(position()).toHaveTextContent('1 of 12');
  expect(position()).toHaveAttribute('aria-live', 'polite');
  const thumbs = [...screen.getByRole('list', { name: 'All photos' }).querySelectorAll('img')];
  expect(thumbs).toHaveLength(12);
  expect(thumbs[0]).toHaveAttribute('loading', 'eager');
  for (const thumb of thumbs.slice(1)) expect(thumb).toHaveAttribute('loading', 'lazy');
});

test('previous and next buttons step and wrap around', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(mainPhoto()).toHaveAttribute('src', '/p/2.svg');
  expect(mainPhoto()).toHaveAttribute('loading', 'lazy');
  expect(position()).toHaveTextContent('2 of 12');
  fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(mainPhoto()).toHaveAttribute('src', '/p/12.svg');
  expect(position()).toHaveTextContent('12 of 12');
});

test('arrow keys, Home and End move through the photos', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  const gallery = screen.getByRole('region', { name: 'Photos' });
  const next = screen.getByRole('button', { name: 'Next photo' });
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  fireEvent.keyDown(next, { key: 'ArrowRight' });
  expect(position()).toHaveTextContent('3 of 12');
  fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
  expect(position()).toHaveTextContent('2 of 12');
  expect(fireEvent.keyDown(gallery, { key: 'End' })).toBe(false); // handled: the page does not scroll
  expect(position()).toHaveTextContent('12 of 12');
  fireEvent.keyDown(gallery, { key: 'Home' });
  expect(mainPhoto()).toHaveAttribute('src', '/p/1.svg');
  expect(fireEvent.keyDown(gallery, { key: 'a' })).toBe(true); // not ours
});

test('in a right-to-left page the left arrow moves on', () => {
  render(<LotGallery photos={photos} labels={labels} rtl />);
  fireEvent.keyDown(screen.getByRole('region', { name: 'Photos' }), { key: 'ArrowLeft' });
  expect(position()).toHaveTextContent('2 of 12');
});

test('a horizontal swipe steps; taps and vertical scrolls do not', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  const stage = screen.getByTestId('lot-gallery-stage');
  swipe(stage, [300, 100], [150, 110]);
  expect(position()).toHaveTextContent('2 of 12');
  swipe(stage, [150, 100], [320, 90]);
  expect(position()).toHaveTextContent('1 of 12');
  swipe(stage, [200, 100], [205, 100]);
  swipe(stage, [200, 100], [140, 300]);
  expect(position()).toHaveTextContent('1 of 12');
  // A cancelled press (the browser took over the gesture) is no swipe.
  fireEvent.pointerDown(stage, { clientX: 300, clientY: 100, pointerId: 4 });
  fireEvent.pointerCancel(stage, { pointerId: 4 });
  fireEvent.pointerUp(stage, { clientX: 100, clientY: 100, pointerId: 4 });
  expect(position()).toHaveTextContent('1 of 12');
});

test('a thumbnail shows its photo and is marked current', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Show photo 5' }));
  expect(mainPhoto()).toHaveAttribute('src', '/p/5.svg');
  expect(screen.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute('aria-current', 'true');
  expect(screen.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute('aria-current');
});

test('the full-screen view takes focus, steps and swipes, and Escape closes it back to its button', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  const open = screen.getByRole('button', { name: 'View full screen' });
  fireEvent.click(open);
  const dialog = screen.getByRole('dialog', { name: 'Photos, full screen' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(within(dialog).getByRole('button', { name: 'Close full screen' })).toHaveFocus();
  fireEvent.keyDown(dialog, { key: 'ArrowRight' });
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/p/2.svg');
  expect(within(dialog).getByText('2 of 12')).toHaveAttribute('aria-live', 'polite');
  swipe(within(dialog).getByRole('img').parentElement!, [400, 50], [100, 60]);
  expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/p/3.svg');
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(open).toHaveFocus();
  expect(mainPhoto()).toHaveAttribute('src', '/p/3.svg');
});

test('Tab stays inside the full-screen view', () => {
  render(<LotGallery photos={photos} labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'View full screen' }));
  const dialog = screen.getByRole('dialog');
  const buttons = within(dialog).getAllByRole('button');
  buttons[buttons.length - 1]!.focus();
  fireEvent.keyDown(buttons[buttons.length - 1]!, { key: 'Tab' });
  expect(buttons[0]).toHaveFocus();
  fireEvent.keyDown(buttons[0]!, { key: 'Tab', shiftKey: true });
  expect(buttons[buttons.length - 1]).toHaveFocus();
});

test('one photo has no steps, and no photos render nothing', () => {
  const { container, rerender } = render(<LotGallery photos={photos.slice(0, 1)} labels={labels} />);
  expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  fireEvent.keyDown(screen.getByRole('region', { name: 'Photos' }), { key: 'ArrowRight' });
  expect(screen.getByText('1 of 1')).toBeInTheDocument();
  rerender(<LotGallery photos={[]} labels={labels} />);
  expect(container).toBeEmptyDOMElement();
});

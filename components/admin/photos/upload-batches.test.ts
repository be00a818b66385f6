import { PHOTO_MAX_BYTES } from '@/lib/domain/lot-photos';
import { uploadBatches } from './upload-batches';

const files = (...sizes: number[]) => sizes.map((size, i) => ({ name: `f${i}`, size }));
const names = (batches: { name: string }[][]) => batches.map((b) => b.map((f) => f.name));

test('eight files a request, in order', () => {
  expect(names(uploadBatches(files(...new Array(19).fill(1000))))).toEqual([
    ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'],
    ['f8', 'f9', 'f10', 'f11', 'f12', 'f13', 'f14', 'f15'],
    ['f16', 'f17', 'f18'],
  ]);
  expect(uploadBatches([])).toEqual([]);
});

test('large files split requests by bytes; a file alone may be as large as the server takes', () => {
  const big = PHOTO_MAX_BYTES;
  expect(names(uploadBatches(files(big, big, big, big, big, big, big, big, big, big, 10)))).toEqual([
    ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'],
    ['f8', 'f9', 'f10'],
  ]);
  expect(names(uploadBatches(files(big + 5)))).toEqual([['f0']]);
});

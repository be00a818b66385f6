import { heapBudgetWarning, START_HEAP_MB } from './heap-budget';

const MB = 1024 * 1024;

describe('the heap budget of the page cache', () => {
  test("npm start's heap holds the default page cache", () => {
    expect(heapBudgetWarning(START_HEAP_MB * MB, undefined)).toBeNull();
    expect(heapBudgetWarning(START_HEAP_MB * MB, 128)).toBeNull();
  });

  test('a page cache the heap cannot hold is named with the flag that would', () => {
    const warning = heapBudgetWarning(START_HEAP_MB * MB, 512);
    expect(warning).toContain('PAGE_CACHE_MB=512');
    expect(warning).toContain('--max-old-space-size=1024');
    expect(warning).toContain(`${START_HEAP_MB} MB`);
  });

  test("node's default heap of several GB holds a large cache", () => {
    expect(heapBudgetWarning(4144 * MB, 1024)).toBeNull();
  });
});

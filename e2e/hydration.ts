import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `element`: React keeps a hydrated DOM node's props under a `__reactProps$…` key. A
 * form sent before then is the browser's own post of the form to the page itself (forms are `method="post"` so that no
 * secret goes in a URL), not the API call the test waits for: a test that types and clicks as soon as the page has
 * loaded must wait.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

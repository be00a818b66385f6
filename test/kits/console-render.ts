// The console's pages as a browser gets them, for the page tests beside components/admin (jsdom): the console's layout
// and the page rendered to HTML by React's server renderer (async server components need it), loaded as the document
// under test, and checked with axe-core for WCAG 2.2 A/AA (colour contrast needs the stylesheet, which jsdom does not
// apply: e2e/accessibility.spec.ts keeps that).
import { MessageChannel } from 'node:worker_threads';
import { ReadableStream } from 'node:stream/web';
import axe from 'axe-core';
import type { ReactNode } from 'react';

// React's server renderer schedules with these; jsdom's window lacks them. Its channels are closed after the tests,
// or their ports would keep jest from exiting.
const channels: MessageChannel[] = [];
class ClosingChannel extends MessageChannel {
  constructor() {
    super();
    channels.push(this);
  }
}
afterAll(() => channels.forEach((channel) => channel.port1.close()));
Object.assign(globalThis, {
  MessageChannel: ClosingChannel,
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
});
const { renderToReadableStream } = await import('react-dom/server');

type Layout = (props: { children: ReactNode }) => ReactNode | Promise<ReactNode>;

/** `page` inside the console's `layout`, rendered to HTML and made the document under test. */
export async function showConsolePage(layout: Layout, page: ReactNode): Promise<void> {
  const stream = await renderToReadableStream(await layout({ children: page }));
  await stream.allReady;
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.replaceChild(document.importNode(parsed.documentElement, true), document.documentElement);
  // The layout's metadata (the title) is Next's to add; the axe rule wants one.
  document.title = 'Console';
}

/** What axe finds wrong with the document, one line a rule: `rule: selector | selector`. */
export async function consoleViolations(): Promise<string[]> {
  const results = await axe.run(document, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

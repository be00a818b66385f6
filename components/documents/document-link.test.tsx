import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { DocumentLink } from './document-link';

const openSpy = jest.spyOn(window, 'open');
afterEach(() => openSpy.mockReset());

function link() {
  render(
    <DocumentLink href="/rest-api/v1.0/member/files/5" label="Open passport.pdf">
      Open
    </DocumentLink>,
  );
  return screen.getByRole('link', { name: 'Open passport.pdf' });
}

test('opens the 680x500 pop-up and keeps the page where it is', () => {
  const popup = { opener: {}, focus: jest.fn() } as unknown as Window;
  openSpy.mockReturnValue(popup);
  const anchor = link();
  const click = fireEvent.click(anchor);
  expect(click).toBe(false); // default prevented: no new tab as well
  const [url, name, features] = openSpy.mock.calls[0]!;
  expect(url).toBe('/rest-api/v1.0/member/files/5');
  expect(name).toBe('salvage-document');
  expect(features).toMatch(/^width=680,height=500,/);
  expect(popup.opener).toBeNull();
});

test('where pop-ups are blocked the click goes on as a link to a new tab', () => {
  openSpy.mockReturnValue(null);
  const anchor = link();
  expect(anchor).toHaveAttribute('target', '_blank');
  expect(anchor).toHaveAttribute('href', '/rest-api/v1.0/member/files/5');
  expect(fireEvent.click(anchor)).toBe(true); // not prevented: the browser opens the tab
});

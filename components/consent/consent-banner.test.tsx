import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CLIENT_COOKIE, CONSENT_KEY, readConsent, readCookie, VISIT_COOKIE } from '@/lib/analytics/browser';
import { ConsentBanner } from './consent-banner';

const labels = {
  message: 'We use cookies to measure how the site is used.',
  accept: 'Accept',
  decline: 'Decline',
  regionName: 'Cookie consent',
};

beforeEach(() => {
  localStorage.clear();
  for (const name of [CLIENT_COOKIE, VISIT_COOKIE]) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

test('a named region with the message and two buttons of at least 24px', () => {
  render(<ConsentBanner labels={labels} />);
  const region = screen.getByRole('region', { name: 'Cookie consent' });
  expect(region).toHaveTextContent(labels.message);
  expect(region).not.toHaveAttribute('aria-modal');
  for (const name of ['Accept', 'Decline']) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('type', 'button');
    expect(parseInt(button.style.minHeight, 10)).toBeGreaterThanOrEqual(24);
    expect(parseInt(button.style.minWidth, 10)).toBeGreaterThanOrEqual(24);
  }
});

test('accepting remembers the answer, creates the analytics cookies and hides the banner', () => {
  render(<ConsentBanner labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
  expect(readConsent()).toBe('granted');
  expect(readCookie(CLIENT_COOKIE)).not.toBeNull();
  expect(readCookie(VISIT_COOKIE)).not.toBeNull();
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
});

test('declining remembers the answer, sets no cookie and hides the banner', () => {
  render(<ConsentBanner labels={labels} />);
  fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
  expect(readConsent()).toBe('denied');
  expect(document.cookie).toBe('');
  expect(screen.queryByRole('region')).toBeNull();
});

test('an earlier answer is not asked again', () => {
  localStorage.setItem(CONSENT_KEY, 'denied');
  const { container } = render(<ConsentBanner labels={labels} />);
  expect(container).toBeEmptyDOMElement();
});

test('focus is not trapped: Tab is left to the browser', () => {
  render(<ConsentBanner labels={labels} />);
  const decline = screen.getByRole('button', { name: 'Decline' });
  decline.focus();
  expect(fireEvent.keyDown(decline, { key: 'Tab' })).toBe(true);
  expect(fireEvent.keyDown(decline, { key: 'Escape' })).toBe(true);
  expect(document.activeElement).toBe(decline);
});

test('hydrates over the empty server render without a mismatch, then asks', () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const container = document.body.appendChild(document.createElement('div'));
  render(<ConsentBanner labels={labels} />, { container, hydrate: true });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
});

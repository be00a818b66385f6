import { render, screen } from '@testing-library/react';
import { WatchLiveLink } from './watch-live-link';

test('a plain link to the live view, with its note', () => {
  window.history.replaceState(null, '', '/300000001-2018-honda-accord');
  render(
    <WatchLiveLink
      href="/300000001-2018-honda-accord?broadcast"
      label="Join the live auction"
      note="Lane A sells live today at 10:00 AM CST."
    />,
  );
  expect(screen.getByRole('link', { name: 'Join the live auction' })).toHaveAttribute(
    'href',
    '/300000001-2018-honda-accord?broadcast',
  );
  expect(screen.getByText('Lane A sells live today at 10:00 AM CST.')).toBeInTheDocument();
});

test('gone in live mode, where the live panel takes its place', () => {
  window.history.replaceState(null, '', '/300000001-2018-honda-accord?broadcast');
  render(<WatchLiveLink href="/300000001-2018-honda-accord?broadcast" label="Watch live" />);
  expect(screen.queryByRole('link', { name: 'Watch live' })).not.toBeInTheDocument();
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import { TOAST_ANIMATION_MS, TOAST_MS, ToastProvider, useToast } from './toast';

const labels = { success: 'Success', error: 'Error', info: 'Information', dismiss: 'Dismiss' };

function Trigger() {
  const show = useToast();
  return (
    <>
      <button onClick={() => show('success', 'Saved')}>one</button>
      <button onClick={() => show('error', 'Failed')}>two</button>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('one at a time, each for 3 s plus the 200 ms animation, with its icon', () => {
    render(
      <ToastProvider labels={labels}>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('one'));
    fireEvent.click(screen.getByText('two'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    expect(screen.getByRole('img', { name: 'Success' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_MS - 10));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    act(() => jest.advanceTimersByTime(10 + TOAST_ANIMATION_MS));
    expect(screen.getByTestId('toast')).toHaveTextContent('Failed');
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    act(() => jest.advanceTimersByTime(TOAST_ANIMATION_MS));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  test('the region is announced politely', () => {
    render(<ToastProvider labels={labels}>x</ToastProvider>);
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});

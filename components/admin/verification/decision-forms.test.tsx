import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { IdReview } from '@/lib/schemas/admin-verification';

// ES modules: mock the router before importing the forms.
const refresh = jest.fn();
jest.unstable_mockModule('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
const { ApproveIdForm } = await import('./approve-id-form');
const { RejectIdForm } = await import('./reject-id-form');

const pending = { id: 7, status: 'pending' } as IdReview;

describe('the decision forms', () => {
  const fetchMock = jest.fn<typeof fetch>();
  const answer = (status: number, body: unknown) =>
    fetchMock.mockResolvedValueOnce({
      status,
      ok: status < 400,
      text: async () => JSON.stringify(body),
    } as Response);
  const sent = (call = 0) => {
    const [url, init] = fetchMock.mock.calls[call]!;
    return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
  };

  beforeEach(() => {
    fetchMock.mockReset();
    refresh.mockReset();
    global.fetch = fetchMock;
  });

  test('approve posts to the review’s route and renders the page again', async () => {
    answer(200, { data: { ...pending, status: 'approved' } });
    render(<ApproveIdForm reviewId={7} memberName="Ana Tester" />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve the id' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent()).toEqual({ url: '/rest-api/v2/admin/verification/7/approve', method: 'POST', body: {} });
  });

  test('a decision someone else made meanwhile shows the server’s reason', async () => {
    answer(409, { error: { code: 'id_already_decided', message: 'This id was rejected already.' } });
    render(<ApproveIdForm reviewId={7} memberName="Ana Tester" />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve the id' }));
    expect(await screen.findByText('This id was rejected already.')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });

  test('reject: a reason is required, “Other” needs a note; then reason and note are sent', async () => {
    render(<RejectIdForm reviewId={7} />);
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reject the id' }));
    submit();
    expect(await screen.findByText('Choose a reason.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'other' } });
    submit();
    expect(
      await screen.findByText('Explain the reason in the note: the member reads it.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    answer(200, { data: { ...pending, status: 'rejected' } });
    fireEvent.change(screen.getByLabelText(/^Note to the member/), {
      target: { value: 'Page 2 is cut off.' },
    });
    submit();
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(sent()).toEqual({
      url: '/rest-api/v2/admin/verification/7/reject',
      method: 'POST',
      body: { reason: 'other', note: 'Page 2 is cut off.' },
    });
  });

  test('reject without a note sends none; the server’s field errors show beside the fields', async () => {
    answer(422, { error: { code: 'invalid_input', message: 'x', fields: { note: 'tooLong' } } });
    render(<RejectIdForm reviewId={7} />);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'unreadable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the id' }));
    expect(await screen.findByText('At most 500 characters.')).toBeInTheDocument();
    expect(sent().body).toEqual({ reason: 'unreadable' });
  });
});

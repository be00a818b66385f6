import { jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/en.json' with { type: 'json' };
import { SecondFactorForm } from './second-factor-form';

const texts = messages.AuthForms;
const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

const sentBody = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as unknown;

function renderForm() {
  const onSignedIn = jest.fn(async () => undefined);
  const onBack = jest.fn();
  render(
    <SecondFactorForm
      labels={texts.secondFactor}
      errors={texts.errors}
      onSignedIn={onSignedIn}
      onBack={onBack}
    />,
  );
  return { onSignedIn, onBack };
}

function submit(label: string, code: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: texts.secondFactor.submit }));
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('SecondFactorForm', () => {
  test('sends the app code; a wrong one is shown beside the field, the right one signs in', async () => {
    const { onSignedIn } = renderForm();
    answer(401, { error: { code: 'invalid_code', message: 'The code is not right.' } });
    submit(texts.secondFactor.code, '123456');
    expect(await screen.findByText(texts.errors.codeWrong)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.secondFactor.code)).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(0)).toEqual({ code: '123456', method: 'totp' });

    answer(200, { data: { memberId: 'm1' } });
    submit(texts.secondFactor.code, '654321');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
  });

  test('a recovery code instead; an expired step says to sign in again', async () => {
    const { onBack } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.secondFactor.useRecovery }));
    expect(screen.getByText(texts.secondFactor.recoveryLead)).toBeInTheDocument();
    answer(401, { error: { code: 'invalid_code', message: 'Used.' } });
    submit(texts.secondFactor.recoveryCode, 'abcde-12345');
    expect(await screen.findByText(texts.errors.recoveryCodeWrong)).toBeInTheDocument();
    expect(sentBody(0)).toEqual({ code: 'abcde-12345', method: 'recovery' });

    answer(401, { error: { code: 'second_factor_expired', message: 'Expired.' } });
    submit(texts.secondFactor.recoveryCode, 'fghij-67890');
    expect(await screen.findByText(texts.errors.secondFactorExpired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: texts.secondFactor.back }));
    expect(onBack).toHaveBeenCalled();
  });

  test('an empty code is refused before sending', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: texts.secondFactor.submit }));
    expect(await screen.findByText(texts.errors.codeRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

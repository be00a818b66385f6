import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TwoFactorEnrolment } from './two-factor-enrolment';

const fetchMock = jest.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    status,
    ok: status < 400,
    text: async () => JSON.stringify(body),
  } as Response);
}

const SECRET = {
  totpUri: 'otpauth://totp/SalvageLane:clerk%40example.com?secret=GEZDGNBVGY3TQOJQ&issuer=SalvageLane',
  secret: 'GEZDGNBVGY3TQOJQ',
  recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'],
};

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

test('password, then the key and a code, then the recovery codes once', async () => {
  render(<TwoFactorEnrolment />);
  answer(422, {
    error: { code: 'invalid_input', message: 'Bad', fields: { currentPassword: 'currentPasswordWrong' } },
  });
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('The password is not right.')).toBeInTheDocument();

  answer(200, { data: SECRET });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('GEZD GNBV GY3T QOJQ');
  expect(screen.getByRole('link', { name: /open the setup link/ })).toHaveAttribute('href', SECRET.totpUri);
  expect(screen.getByRole('img', { name: /QR code of the authenticator set-up link/ })).toBeInTheDocument();
  expect(screen.queryByText('aaaaa-11111')).toBeNull();

  answer(422, { error: { code: 'invalid_input', message: 'Bad', fields: { code: 'codeWrong' } } });
  const code = screen.getByLabelText('The 6-digit code the app shows now');
  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
  expect(await screen.findByText(/The code is not right/)).toBeInTheDocument();

  answer(200, { data: { enrolled: true } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
  expect(await screen.findByText('aaaaa-11111')).toBeInTheDocument();
  expect(screen.getByText('bbbbb-22222')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Continue to the console' })).toBeInTheDocument();
});

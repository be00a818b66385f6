import { contactFieldErrors } from './contact';

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'Title question',
  message: 'Can I export a salvage title to Chile?',
};

describe('contact form rules', () => {
  test('a complete message has no errors; phone is optional', () => {
    expect(contactFieldErrors(valid)).toEqual({});
    expect(contactFieldErrors({ ...valid, phone: '+48 601 234 567' })).toEqual({});
  });
  test('each bad field is named with its own message key', () => {
    expect(
      contactFieldErrors({
        ...valid,
        name: '  ',
        email: 'nope',
        phone: 'call me',
        subject: '',
        message: 'short',
      }),
    ).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      subject: 'subjectRequired',
      message: 'messageTooShort',
    });
    expect(contactFieldErrors({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      message: 'messageTooLong',
    });
  });
  test('markup is just text', () => {
    expect(contactFieldErrors({ ...valid, name: '<script>alert(1)</script>' })).toEqual({});
  });
});

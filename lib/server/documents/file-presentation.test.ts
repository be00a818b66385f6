import { contentDisposition, filePresentation } from './file-presentation';

describe('how a stored file goes to the browser', () => {
  test("a member's PDF or HEIC is a download; a PNG or JPEG opens inline; all of them sandboxed", () => {
    for (const [mime, shown] of [
      ['application/pdf', 'attachment'],
      ['image/heic', 'attachment'],
      ['text/html', 'attachment'],
      ['image/svg+xml', 'attachment'],
      ['image/png', 'inline'],
      ['image/jpeg', 'inline'],
    ] as const) {
      const headers = filePresentation('id', mime, 'passport.x');
      expect(headers['content-type']).toBe(mime);
      expect(headers['content-disposition']).toMatch(new RegExp(`^${shown}; `));
      expect(headers['content-security-policy']).toMatch(
        /^sandbox; default-src 'none'; .*frame-ancestors 'self'$/,
      );
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('a kind we do not know is treated as a member file', () => {
    expect(filePresentation('something-new', 'application/pdf', 'a.pdf')['content-disposition']).toMatch(
      /^attachment;/,
    );
  });

  test('a bill of sale we generated opens inline, framed by our own pages only', () => {
    const headers = filePresentation('bill-of-sale', 'application/pdf', 'bill-of-sale-7.pdf');
    expect(headers['content-disposition']).toBe(
      `inline; filename="bill-of-sale-7.pdf"; filename*=UTF-8''bill-of-sale-7.pdf`,
    );
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('a file name cannot break out of its header', () => {
    const header = contentDisposition('attachment', 'a"b\\c%d;e\r\nSet-Cookie: x=1 (ö)*\'.pdf');
    const [, ascii = '', encoded = ''] =
      /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header) ?? [];
    expect(ascii).toBe("a_b_c_d;e__Set-Cookie: x=1 (_)*'.pdf");
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(encoded)).toBe('a"b\\c%d;e\r\nSet-Cookie: x=1 (ö)*\'.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(contentDisposition('inline', '')).toBe(`inline; filename="document"; filename*=UTF-8''`);
  });
});

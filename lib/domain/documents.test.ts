import {
  DOCUMENT_POPUP,
  isIdUploadMime,
  isSignatureNameDrawable,
  popupFeatures,
  safeFileName,
  withExtension,
} from './documents';

describe('safeFileName', () => {
  test('keeps only the last path segment and replaces risky characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ann\\id card.pdf')).toBe('id card.pdf');
    expect(safeFileName('a"b<c>d|e?.png')).toBe('a_b_c_d_e_.png');
    expect(safeFileName('line\r\nbreak.jpg')).toBe('line__break.jpg');
    expect(safeFileName('.hidden')).toBe('hidden');
  });

  test('an empty or dot-only name becomes the fallback; a long one keeps its extension', () => {
    expect(safeFileName('', 'id')).toBe('id');
    expect(safeFileName('...', 'id')).toBe('id');
    const long = safeFileName(`${'a'.repeat(300)}.heic`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.heic')).toBe(true);
  });

  test('keeps letters of any script', () => {
    expect(safeFileName('паспорт.pdf')).toBe('паспорт.pdf');
  });
});

test('withExtension puts the content type extension on the name', () => {
  expect(withExtension('passport.exe', 'pdf')).toBe('passport.pdf');
  expect(withExtension('scan', 'png')).toBe('scan.png');
});

test('only PDF, JPEG, PNG and HEIC are id types', () => {
  expect(['application/pdf', 'image/jpeg', 'image/png', 'image/heic'].every(isIdUploadMime)).toBe(true);
  expect(isIdUploadMime('application/x-msdownload')).toBe(false);
  expect(isIdUploadMime('toString')).toBe(false);
});

test('the pop-up is 680x500, centred on the opener when its box is known', () => {
  expect(DOCUMENT_POPUP).toMatchObject({ width: 680, height: 500 });
  expect(popupFeatures()).toBe('width=680,height=500,resizable=yes,scrollbars=yes');
  expect(popupFeatures({ left: 100, top: 50, width: 1280, height: 800 })).toBe(
    'width=680,height=500,resizable=yes,scrollbars=yes,left=400,top=200',
  );
});

test('signature names must be drawable by the PDF font', () => {
  expect(isSignatureNameDrawable("Ann O'Neil-Smith Jr.")).toBe(true);
  expect(isSignatureNameDrawable('José Müller')).toBe(true);
  expect(isSignatureNameDrawable('Иван Петров')).toBe(false);
  expect(isSignatureNameDrawable('Łukasz')).toBe(false);
  expect(isSignatureNameDrawable('Ann <script>')).toBe(false);
});

test('safeFileName drops lone surrogates', () => {
  expect(safeFileName('id\ud800card.pdf')).toBe('idcard.pdf');
  expect(safeFileName('id\u0000card.pdf')).toBe('id_card.pdf');
});

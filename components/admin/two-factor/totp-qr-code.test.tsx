import { render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { TotpQrCode } from './totp-qr-code';

const URI = 'otpauth://totp/SalvageLane:clerk%40example.com?secret=GEZDGNBVGY3TQOJQ&issuer=SalvageLane';

test('draws every dark module of the symbol inside a four-module quiet zone', () => {
  render(<TotpQrCode uri={URI} label="QR code" />);
  const svg = screen.getByRole('img', { name: 'QR code' });
  const { modules } = create(URI, { errorCorrectionLevel: 'M' });
  const side = modules.size + 8;
  expect(svg).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
  const dark = modules.data.reduce((n, bit) => n + (bit ? 1 : 0), 0);
  const path = svg.querySelector('path')!.getAttribute('d')!;
  expect(path.match(/M/g)).toHaveLength(dark);
  // The top-left finder pattern's corner sits just inside the quiet zone.
  expect(path.startsWith('M4 4h1v1h-1z')).toBe(true);
});

import { create } from 'qrcode';
import { extractText, getDocumentProxy } from 'unpdf';
import { cents } from '@/lib/domain/money';
import { longDay, qrModules, renderGatePass, type GatePassFacts } from './gate-pass-pdf';

const facts: GatePassFacts = {
  code: 'GP-012Z0-18ZZ0',
  issuedAt: new Date('2031-03-04T15:30:00Z'),
  buyer: { name: 'Ann Buyer', email: 'ann@example.com' },
  lot: { id: 360000001, stockNumber: '50000001', vehicle: '2018 Honda Accord EX', vin: '1HGCM82633A004352' },
  yard: {
    name: 'Dallas',
    address: ['4200 Salvage Yard Rd', 'Dallas, TX 75201'],
    hours: 'Monday to Friday, 8:00 AM to 4:30 PM',
    timeZone: 'America/Chicago',
  },
  lastFreeDay: '2031-03-07',
  feePerDayCents: cents(2_500),
  delays: ['Title: 2031-03-05 to 2031-03-06 (Lien release awaited)'],
};

async function textOf(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

describe('the gate pass PDF', () => {
  test('states the code, the vehicle, the buyer, the yard with its hours, the last free day and the delays', async () => {
    const text = await textOf(await renderGatePass(facts));
    for (const part of [
      'Gate Pass',
      'GP-012Z0-18ZZ0',
      '360000001',
      '1HGCM82633A004352',
      'Ann Buyer',
      'Dallas yard',
      '4200 Salvage Yard Rd',
      'Dallas, TX 75201',
      'Monday to Friday, 8:00 AM to 4:30 PM (America/Chicago)',
      'Last free day Friday, March 7, 2031',
      '$25 a calendar day',
      'Not charged: Title: 2031-03-05 to 2031-03-06 (Lien release awaited)',
    ]) {
      expect(text).toContain(part);
    }
  });

  test('text the standard fonts cannot write becomes question marks instead of failing the pass', async () => {
    const text = await textOf(
      await renderGatePass({ ...facts, buyer: { name: 'Анна 李', email: 'a@example.com' } }),
    );
    expect(text).toContain('???? ?');
  });

  test('its QR code is the code’s own symbol', () => {
    const { modules } = create(facts.code, { errorCorrectionLevel: 'M' });
    const qr = qrModules(facts.code);
    expect(qr.size).toBe(modules.size);
    for (let row = 0; row < qr.size; row++)
      for (let col = 0; col < qr.size; col++)
        expect(qr.dark(row, col)).toBe(Boolean(modules.data[row * modules.size + col]));
    const other = qrModules('GP-ZZZZZ-ZZZZZ');
    const differs = Array.from(
      { length: qr.size * qr.size },
      (_, i) =>
        qr.dark(Math.floor(i / qr.size), i % qr.size) !== other.dark(Math.floor(i / qr.size), i % qr.size),
    );
    expect(differs.some(Boolean)).toBe(true);
  });

  test('longDay names the weekday', () => {
    expect(longDay('2031-03-07')).toBe('Friday, March 7, 2031');
  });
});

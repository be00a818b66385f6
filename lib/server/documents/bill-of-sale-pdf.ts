import 'server-only';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { BRAND } from '@/lib/domain/brand';
import { formatUsd } from '@/lib/domain/format';
import { sum, type Cents } from '@/lib/domain/money';

/** What a bill of sale states. Money in cents. */
export interface BillOfSaleFacts {
  number: string;
  date: Date;
  buyer: { name: string; email: string; address: string };
  seller: { name: string; address: string };
  lot: {
    id: number;
    stockNumber: string;
    description: string;
    vin: string;
    odometer: number;
    titleType: string;
  };
  priceCents: Cents;
  fees: { label: string; cents: Cents }[];
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const MARGIN = 56;
/** The buyer-signature line sits at a fixed height, below the longest fee list, so the stamp finds it. */
const SIGNATURE_LINE_Y = 200;

const dateText = (date: Date) =>
  date.toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

class Writer {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }
  line(text: string, { size = 10, bold = false, gap = 4, x = MARGIN, color = INK } = {}) {
    this.page.drawText(text, { x, y: this.y - size, size, font: bold ? this.bold : this.font, color });
    this.y -= size + gap;
  }
  pair(label: string, value: string) {
    this.page.drawText(label, { x: MARGIN, y: this.y - 10, size: 10, font: this.font, color: MUTED });
    this.page.drawText(value, { x: MARGIN + 150, y: this.y - 10, size: 10, font: this.font, color: INK });
    this.y -= 15;
  }
  amount(label: string, cents: Cents, bold = false) {
    const text = formatUsd(cents, { decimals: 2 });
    const f = bold ? this.bold : this.font;
    this.page.drawText(label, { x: MARGIN, y: this.y - 10, size: 10, font: f, color: INK });
    const width = f.widthOfTextAtSize(text, 10);
    this.page.drawText(text, { x: this.page.getWidth() - MARGIN - width, y: this.y - 10, size: 10, font: f });
    this.y -= 15;
  }
  space(points = 10) {
    this.y -= points;
  }
}

/** The bill of sale as a one-page PDF (US Letter): buyer, seller, lot, VIN, price, fees, total and date. */
export async function renderBillOfSale(facts: BillOfSaleFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bill of sale ${facts.number}`);
  pdf.setAuthor(BRAND);
  pdf.setCreationDate(facts.date);
  const page = pdf.addPage([612, 792]);
  const w = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  w.line(`${BRAND} - Bill of Sale`, { size: 20, bold: true, gap: 8 });
  w.line(`No. ${facts.number}    Date: ${dateText(facts.date)}`, { color: MUTED, gap: 16 });
  w.line('Seller', { size: 12, bold: true });
  w.line(facts.seller.name);
  w.line(facts.seller.address, { gap: 12 });
  w.line('Buyer', { size: 12, bold: true });
  w.line(facts.buyer.name);
  if (facts.buyer.address) w.line(facts.buyer.address);
  w.line(facts.buyer.email, { gap: 12 });
  w.line('Vehicle', { size: 12, bold: true, gap: 6 });
  w.pair('Lot', String(facts.lot.id));
  w.pair('Stock number', facts.lot.stockNumber);
  w.pair('Description', facts.lot.description);
  w.pair('VIN', facts.lot.vin);
  w.pair('Odometer', `${facts.lot.odometer.toLocaleString('en-US')} mi`);
  w.pair('Title', facts.lot.titleType);
  w.space();
  w.line('Price and fees', { size: 12, bold: true, gap: 6 });
  w.amount('Sale price', facts.priceCents);
  for (const fee of facts.fees) w.amount(fee.label, fee.cents);
  const total = sum([facts.priceCents, ...facts.fees.map((fee) => fee.cents)]);
  w.amount('Total', total, true);
  w.space(16);
  w.line(
    'The seller sells the vehicle above to the buyer as is, where is, with no warranty, for the price stated.',
    { size: 9, color: MUTED },
  );
  page.drawText('Buyer signature: ______________________________', {
    x: MARGIN,
    y: SIGNATURE_LINE_Y,
    size: 10,
    font: w.font,
    color: INK,
  });
  return pdf.save();
}

/** Where the signature goes: under the buyer-signature line of renderBillOfSale's page. */
export interface Signature {
  name: string;
  signedAt: Date;
  address: string;
}

/** The bill of sale with the buyer's typed signature, the time and the address stamped in (a new file). */
export async function stampSignature(original: Uint8Array, signature: Signature): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(original);
  const page = pdf.getPage(0);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const y = SIGNATURE_LINE_Y + 4;
  page.drawText(signature.name, { x: MARGIN + 90, y, size: 16, font: italic, color: rgb(0.05, 0.15, 0.45) });
  page.drawText(`Signed electronically by ${signature.name}`, { x: MARGIN, y: y - 24, size: 9, font });
  page.drawText(`on ${dateText(signature.signedAt)} from address ${signature.address}`, {
    x: MARGIN,
    y: y - 36,
    size: 9,
    font,
    color: MUTED,
  });
  pdf.setModificationDate(signature.signedAt);
  return pdf.save();
}

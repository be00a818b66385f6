import 'server-only';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { create } from 'qrcode';
import { BRAND } from '@/lib/domain/brand';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';

/** What a gate pass states (the yard reads it at the gate; its QR code holds `code`). */
export interface GatePassFacts {
  code: string;
  issuedAt: Date;
  buyer: { name: string; email: string };
  lot: { id: number; stockNumber: string; vehicle: string; vin: string };
  yard: { name: string; address: string[]; hours: string; timeZone: string };
  /** The last day stored free, as the yard's calendar day (YYYY-MM-DD). */
  lastFreeDay: string;
  feePerDayCents: Cents;
  /** The delays that moved the last free day, in words ("Title: 2 days, ..."). */
  delays: string[];
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.4, 0.4, 0.45);
const MARGIN = 56;
/** The QR symbol's side on the page, in points (about 5 cm: a handheld scanner reads it at arm's length). */
const QR_SIDE = 150;
/** The quiet zone around the symbol, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/** A calendar day as the pass prints it: "Friday, June 6, 2025". */
export function longDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The dark modules of the code's QR symbol (the `qrcode` package's encoder), as a grid of booleans. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.data[row * modules.size + col]) };
}

/** Draws the QR symbol with its top-left corner at (x, top): one filled square per dark module, vector-sharp. */
function drawQr(page: PDFPage, text: string, x: number, top: number) {
  const { size, dark } = qrModules(text);
  const unit = QR_SIDE / (size + 2 * QUIET_ZONE);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue;
      page.drawRectangle({
        x: x + (col + QUIET_ZONE) * unit,
        y: top - (row + QUIET_ZONE + 1) * unit,
        width: unit,
        height: unit,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/** The standard fonts write WinAnsi only: anything else becomes a question mark rather than failing the pass. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '?');

/** At most `max` characters, the cut marked (a delay's reason may run to 500; the page is 500 points wide). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

class Writer {
  y: number;
  constructor(
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.y = page.getHeight() - MARGIN;
  }
  line(text: string, { size = 10, bold = false, gap = 4, color = INK } = {}) {
    this.page.drawText(printable(text), {
      x: MARGIN,
      y: this.y - size,
      size,
      font: bold ? this.bold : this.font,
      color,
    });
    this.y -= size + gap;
  }
  pair(label: string, value: string) {
    this.page.drawText(label, { x: MARGIN, y: this.y - 10, size: 10, font: this.font, color: MUTED });
    this.page.drawText(printable(value), {
      x: MARGIN + 110,
      y: this.y - 10,
      size: 10,
      font: this.font,
      color: INK,
    });
    this.y -= 15;
  }
  space(points = 10) {
    this.y -= points;
  }
}

/** The gate pass as a one-page PDF (US Letter): the code and its QR code, buyer, vehicle, yard, hours, last free day. */
export async function renderGatePass(facts: GatePassFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Gate pass ${facts.code}`);
  pdf.setAuthor(BRAND);
  pdf.setCreationDate(facts.issuedAt);
  const page = pdf.addPage([612, 792]);
  const w = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  drawQr(page, facts.code, page.getWidth() - MARGIN - QR_SIDE, page.getHeight() - MARGIN);
  w.line(`${BRAND} - Gate Pass`, { size: 20, bold: true, gap: 10 });
  w.line(facts.code, { size: 16, bold: true, gap: 6 });
  w.line('Show this pass (printed or on a phone) at the yard gate. One vehicle, one pickup.', {
    color: MUTED,
    gap: 24,
  });
  w.line('Vehicle', { size: 12, bold: true, gap: 6 });
  w.pair('Lot', String(facts.lot.id));
  w.pair('Stock number', facts.lot.stockNumber);
  w.pair('Description', facts.lot.vehicle);
  w.pair('VIN', facts.lot.vin);
  w.space();
  w.line('Buyer', { size: 12, bold: true, gap: 6 });
  w.pair('Name', facts.buyer.name);
  w.pair('E-mail', facts.buyer.email);
  w.space();
  w.line('Pick up at', { size: 12, bold: true, gap: 6 });
  w.line(`${facts.yard.name} yard`);
  for (const line of facts.yard.address) w.line(line);
  w.pair('Hours', `${facts.yard.hours} (${facts.yard.timeZone})`);
  w.space();
  w.line('Storage', { size: 12, bold: true, gap: 6 });
  w.pair('Last free day', longDay(facts.lastFreeDay));
  w.line(
    `From the day after, storage is ${formatUsd(facts.feePerDayCents)} a calendar day until the pickup, invoiced when the vehicle leaves the yard.`,
    { size: 9, color: MUTED },
  );
  for (const delay of facts.delays) w.line(`Not charged: ${clip(delay, 100)}`, { size: 9, color: MUTED });
  w.space(16);
  w.line(`Issued ${facts.issuedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`, {
    size: 9,
    color: MUTED,
  });
  return pdf.save();
}

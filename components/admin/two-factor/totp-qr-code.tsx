import { create } from 'qrcode';

/** The quiet zone around the symbol, in modules (the QR standard asks for four). */
const QUIET_ZONE = 4;

/** The dark modules of a QR symbol as one SVG path: a 1x1 square per module. */
function darkModulesPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col])
        squares.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
}

/**
 * The authenticator set-up link as a QR code to scan (drawn by the `qrcode` package's encoder, rendered as SVG
 * elements: no canvas, no inline markup).
 */
export function TotpQrCode({ uri, label }: { uri: string; label: string }) {
  const { size, path } = darkModulesPath(uri);
  return (
    <svg
      className="totp-qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={224}
      height={224}
      shapeRendering="crispEdges"
      data-testid="two-factor-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

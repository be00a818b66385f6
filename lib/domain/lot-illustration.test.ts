import { inlineIllustration, lotIllustrationSvg } from './lot-illustration';

describe('lot illustrations', () => {
  test('every view is a complete SVG naming what it shows', () => {
    for (const view of [1, 2, 3]) {
      const svg = lotIllustrationSvg('suv', 'red', 'front-end', view);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toContain('aria-label="suv red front-end"');
    }
  });
  test('unknown body styles and colours fall back instead of failing', () => {
    expect(lotIllustrationSvg('hovercraft', 'plaid', 'mystery', 1)).toContain('<path');
  });
  test('generated image paths inline as data URIs; anything else does not', () => {
    const uri = inlineIllustration('/lot-images/sedan/blue/rollover/1.svg');
    expect(uri?.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri!.slice('data:image/svg+xml,'.length))).toBe(
      lotIllustrationSvg('sedan', 'blue', 'rollover', 1),
    );
    expect(inlineIllustration('https://cdn.example/photo.jpg')).toBeNull();
    expect(inlineIllustration('/lot-images/sedan/blue/rollover/9.svg')).toBeNull();
  });
});

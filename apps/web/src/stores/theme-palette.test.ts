import { describe, expect, it } from 'vitest';
import { generate } from '@arco-design/color';
import { TEXT_CONTRAST, contrast, themeColorPalette } from './theme-palette';

type Rgb = [number, number, number];
const rgb = (shade: string) => shade.split(', ').map(Number) as Rgb;
const hex = (color: string) => [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as Rgb;
const over = (color: Rgb, alpha: number, background: Rgb) =>
  color.map((c, i) => c * alpha + background[i]! * (1 - alpha)) as Rgb;
const luminance = (color: Rgb) => contrast(color, [0, 0, 0]);

const WHITE: Rgb = [255, 255, 255];
const PANEL: Rgb = [35, 35, 36];

/** Arco's palette colours, Arco Design Pro's default among them, white and black. */
const COLORS = [
  '#165DFF',
  '#F5319D',
  '#722ED1',
  '#00B42A',
  '#FF7D00',
  '#0FC6C2',
  '#F7BA1E',
  '#4C1D95',
  '#000000',
  '#FFFFFF',
];

describe('themeColorPalette', () => {
  it.each(COLORS)('keeps text in or on %s at 4.5:1 in the light theme', (color) => {
    const [l1, , , , , l6] = themeColorPalette(color, false).shades.map(rgb) as Rgb[];
    for (const background of [WHITE, l1!, [242, 243, 245] as Rgb])
      expect(contrast(l6!, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(COLORS)('keeps text in or on %s at 4.5:1 in the dark theme', (color) => {
    const shades = themeColorPalette(color, true).shades.map(rgb);
    const [d4, d6, d7] = [shades[3]!, shades[5]!, shades[6]!];
    expect(contrast(over(WHITE, 0.9, d4), d4)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    for (const background of [PANEL, over(WHITE, 0.08, PANEL), over(d6, 0.2, PANEL)])
      expect(contrast(d7, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(
    COLORS.flatMap(
      (color) =>
        [
          [color, false],
          [color, true],
        ] as const,
    ),
  )('keeps the scale of %s in order (dark: %s)', (color, dark) => {
    const inOrder = (shades: Rgb[]) => {
      const lightness = shades.map(luminance);
      return lightness.every((value, i) => i === 0 || (dark ? value >= lightness[i - 1]! : value <= lightness[i - 1]!));
    };
    const generated = generate(color, { list: true, dark }).map(hex);
    // Arco's own dark scale of white is not in order; what was in order stays so.
    if (inOrder(generated)) expect(inOrder(themeColorPalette(color, dark).shades.map(rgb))).toBe(true);
  });

  it('leaves a colour that already passes as generated, and says when it moved shades', () => {
    const generated = (color: string, dark: boolean) =>
      generate(color, { list: true, dark }).map((shade: string) => hex(shade).join(', '));
    expect(themeColorPalette('#722ED1', false)).toEqual({ shades: generated('#722ED1', false), adjusted: false });
    const pink = themeColorPalette('#F5319D', false);
    expect(pink.adjusted).toBe(true);
    expect(pink.shades.slice(0, 5)).toEqual(generated('#F5319D', false).slice(0, 5));
    expect(pink.shades[5]).not.toBe(generated('#F5319D', false)[5]);
  });
});

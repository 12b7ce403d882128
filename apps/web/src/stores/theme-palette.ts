import { generate } from '@arco-design/color';

/**
 * The 10 shades of a custom theme colour, dark-aware, with the shades that carry text made
 * readable. Kept apart from the settings store so the colour library loads only when a custom
 * colour is in use.
 *
 * Arco's generator gives shades by lightness alone. The console reads some of them as text, or
 * puts white text on them, and expects 4.5:1 (WCAG AA) there: in the light theme shade 6 is the
 * primary button under white text and the colour of links and selected items on white, on the
 * faint primary tint (shade 1) and on the grey fill; in the dark theme (see `styles/global.css`)
 * shade 4 is the primary button under white text and shade 7 the text of selected items on the
 * panel, on the selected-row fill and on the primary tint. A shade short of that is darkened (or,
 * as dark-theme text, lightened) step by step until it passes, and the shades beyond it follow so
 * the scale stays ordered.
 */

/** Contrast WCAG AA asks of normal text. */
export const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/** Arco's `--color-fill-2` in the light theme. */
const LIGHT_FILL: Rgb = [242, 243, 245];
/** Arco's `--color-bg-2` (panels, the menu) in the dark theme. */
const DARK_PANEL: Rgb = [35, 35, 36];
/** Opacity of white in Arco's dark `--color-fill-2` (a selected row) and of white text (`--color-white`). */
const DARK_FILL_ALPHA = 0.08;
const DARK_WHITE_ALPHA = 0.9;
/** Opacity of shade 6 in Arco's dark `--color-primary-light-1` (the primary tint). */
const DARK_TINT_ALPHA = 0.2;
/** How far one step moves a shade toward black or white. */
const STEP = 0.02;

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** `color` at `alpha` over `background`. */
function over(color: Rgb, alpha: number, background: Rgb): Rgb {
  return [0, 1, 2].map((i) => color[i]! * alpha + background[i]! * (1 - alpha)) as unknown as Rgb;
}

/** `color` moved a share `t` of the way to `target`, in whole channel values (as the CSS gets it). */
function toward(color: Rgb, target: Rgb, t: number): Rgb {
  return over(target, t, color).map(Math.round) as unknown as Rgb;
}

/** WCAG 2 relative luminance. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Moves `color` toward `target` until `readable` holds (or it gets there). */
function until(color: Rgb, target: Rgb, readable: (candidate: Rgb) => boolean): Rgb {
  for (let t = 0; t < 1; t += STEP) {
    const candidate = toward(color, target, t);
    if (readable(candidate)) return candidate;
  }
  return target;
}

interface TextShadeRule {
  /** The shade's index in the scale (0-based). */
  index: number;
  /** Where the shade moves when it is short of contrast. */
  target: Rgb;
  /** The direction, in the scale, of the shades that lie further that way. */
  beyond: 1 | -1;
  /** The shade's lowest contrast against what it meets. */
  worst: (shade: Rgb, shades: readonly Rgb[]) => number;
}

/** The light scale runs from light (shade 1) to dark; the dark scale from dark to light. */
const LIGHT_RULES: TextShadeRule[] = [
  {
    index: 5,
    target: BLACK,
    beyond: 1,
    worst: (shade, shades) =>
      Math.min(contrast(shade, WHITE), contrast(shade, shades[0]!), contrast(shade, LIGHT_FILL)),
  },
];

const DARK_RULES: TextShadeRule[] = [
  { index: 3, target: BLACK, beyond: -1, worst: (shade) => contrast(over(WHITE, DARK_WHITE_ALPHA, shade), shade) },
  {
    index: 6,
    target: WHITE,
    beyond: 1,
    worst: (shade, shades) =>
      Math.min(
        contrast(shade, DARK_PANEL),
        contrast(shade, over(WHITE, DARK_FILL_ALPHA, DARK_PANEL)),
        contrast(shade, over(shades[5]!, DARK_TINT_ALPHA, DARK_PANEL)),
      ),
  },
];

/**
 * Makes the shade of `rule` readable, keeping the shades beyond it at least as far; answers
 * whether it had to move.
 */
function makeReadable(shades: Rgb[], rule: TextShadeRule): boolean {
  const shade = shades[rule.index]!;
  if (rule.worst(shade, shades) >= TEXT_CONTRAST) return false;
  const fixed = until(shade, rule.target, (candidate) => rule.worst(candidate, shades) >= TEXT_CONTRAST);
  shades[rule.index] = fixed;
  const towardBlack = rule.target === BLACK;
  for (let i = rule.index + rule.beyond; i >= 0 && i < shades.length; i += rule.beyond) {
    const behind = towardBlack ? luminance(shades[i]!) > luminance(fixed) : luminance(shades[i]!) < luminance(fixed);
    if (behind) shades[i] = fixed;
  }
  return true;
}

export interface ThemePalette {
  /** The 10 shades as Arco's `r, g, b` variable values. */
  shades: string[];
  /** Some shades were moved from the generated ones to keep text readable. */
  adjusted: boolean;
}

export function themeColorPalette(color: string, dark: boolean): ThemePalette {
  const shades = generate(color, { list: true, dark }).map(parseHex);
  const adjusted = (dark ? DARK_RULES : LIGHT_RULES).map((rule) => makeReadable(shades, rule)).some(Boolean);
  return { shades: shades.map((shade) => shade.join(', ')), adjusted };
}

/** The 10 shades of the theme colour, as Arco's `r, g, b` variable values. */
export function themeColorShades(color: string, dark: boolean): string[] {
  return themeColorPalette(color, dark).shades;
}

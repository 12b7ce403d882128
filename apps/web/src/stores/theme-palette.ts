import { generate, getRgbStr } from '@arco-design/color';

/**
 * The 10 shades of the theme colour, dark-aware, as Arco's `r, g, b` variable values. Kept apart
 * from the settings store so the colour library loads only when a custom colour is in use.
 */
export function themeColorShades(color: string, dark: boolean): string[] {
  return generate(color, { list: true, dark }).map(getRgbStr);
}

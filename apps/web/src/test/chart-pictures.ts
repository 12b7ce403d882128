import { beforeEach, vi } from 'vitest';
import { stubResizeObserver } from './resize-observer';

/**
 * A screen's charts in a test, with the server's pictures of their first view (ADR 026): every
 * chart measures `size`, and `turnedLive` counts the charts that went live instead (a live chart
 * watches for coming into view before it loads ECharts). Call it at the top of a `describe`.
 */
export function useChartPictures(size = { width: 480, height: 280 }) {
  const turnedLive = vi.fn();
  beforeEach(() => {
    stubResizeObserver();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor() {
          turnedLive();
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => size.width);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => size.height);
    turnedLive.mockReset();
  });
  return { turnedLive };
}

/** An SVG picture that names what it shows, as the server answers it. */
export const pictureOf = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg"><text>${name}</text></svg>`;

/** The picture a chart shows, once it has come; fails while it has none. */
export function shownPicture(chart: HTMLElement): string {
  const src = chart.querySelector('img')?.getAttribute('src');
  if (!src) throw new Error(`no picture in ${chart.getAttribute('aria-label')}`);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}

import { useEffect, type RefObject } from 'react';

/** The element in which Arco's table scrolls sideways. */
const SCROLLER = '.arco-table-content-inner';

/** The edges of a wide table beyond which it has more columns to scroll to. */
type HiddenEdges = 'left' | 'right' | 'both';

/**
 * A table wider than its card (a phone, many columns) scrolls sideways in its own element, without
 * Arco's `scroll.x`: that reads the table's size in the middle of each render that changes its rows,
 * which makes the browser lay the page out there and then (docs/decisions/033-table-sideways-scroll.md).
 * While the table is wider than the card:
 * - its scrolling element is a named, focusable region, so keyboard users can scroll it too (axe
 *   `scrollable-region-focusable`); otherwise it is no extra stop for the Tab key;
 * - `data-hidden-edges` on `container` names the edges beyond which columns are hidden, for the
 *   shadows that say so.
 * Sizes are read when the browser reports a resize or a scroll, after its own layout, so reading
 * them costs no extra layout.
 */
export function useSidewaysScroll(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const area = container.current;
    const scroller = area?.querySelector<HTMLElement>(SCROLLER);
    if (!area || !scroller) return;
    const overflow = () => scroller.scrollWidth - scroller.clientWidth;
    const markEdges = () => {
      // Scroll offsets can be fractional: within a pixel of an end counts as at it.
      const left = scroller.scrollLeft >= 1;
      const right = scroller.scrollLeft < overflow() - 1;
      const edges: HiddenEdges | undefined = left && right ? 'both' : left ? 'left' : right ? 'right' : undefined;
      if (edges) area.dataset.hiddenEdges = edges;
      else delete area.dataset.hiddenEdges;
    };
    // Whether the table is wider than the card changes with a resize only; a scroll moves the edges.
    const onResize = () => {
      if (overflow() > 0) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
      }
      markEdges();
    };
    // A first report comes for each element once it is observed.
    const observer = new ResizeObserver(onResize);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    scroller.addEventListener('scroll', markEdges, { passive: true });
    return () => {
      observer.disconnect();
      scroller.removeEventListener('scroll', markEdges);
    };
  }, [container, label]);
}

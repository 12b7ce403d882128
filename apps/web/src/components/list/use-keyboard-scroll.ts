import { useEffect, type RefObject } from 'react';

/** The element in which Arco's table scrolls sideways. */
const SCROLLER = '.arco-table-content-inner';

/**
 * While the table is wider than its card (a phone, many columns), its scrolling element is a named,
 * focusable region, so that keyboard users can scroll it too (axe `scrollable-region-focusable`);
 * otherwise it is no extra stop for the Tab key.
 */
export function useKeyboardScroll(container: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const scroller = container.current?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller) return;
    const update = () => {
      if (scroller.scrollWidth > scroller.clientWidth) {
        scroller.tabIndex = 0;
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', label);
      } else {
        scroller.removeAttribute('tabindex');
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    update();
    return () => observer.disconnect();
  }, [container, label]);
}

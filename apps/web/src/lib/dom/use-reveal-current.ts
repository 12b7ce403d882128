import { useEffect, useRef, type RefObject } from 'react';

/**
 * Reveals the element a link pointed at (the one marked `aria-current="true"` inside `area`) once per
 * request, when `ready`: a refetch, a kept-alive page shown again or the user's own scrolling
 * afterwards is left alone. Nothing happens while the area does not hold it. `reveal` says how:
 * a page scrolls the element into view; a popover scrolls only its own list (a function that lives
 * as long as the caller's module, so the effect does not run again for it).
 */
export function useRevealCurrent<Request>(
  area: RefObject<HTMLElement | null>,
  request: Request | undefined,
  ready: boolean,
  reveal: (current: HTMLElement, area: HTMLElement) => void,
) {
  const shown = useRef<Request>(undefined);
  useEffect(() => {
    const element = area.current;
    const current = element?.querySelector<HTMLElement>('[aria-current="true"]');
    if (request === undefined || !ready || shown.current === request || !element || !current) return;
    shown.current = request;
    reveal(current, element);
  }, [area, request, ready, reveal]);
}

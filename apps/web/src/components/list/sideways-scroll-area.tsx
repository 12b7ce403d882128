import { useRef, type ReactNode } from 'react';
import { useSidewaysScroll } from './use-sideways-scroll';

/**
 * Holds a table that may be wider than its card (`scroll.x` on a phone): while it is, its scrolling
 * element is a named, focusable region (`useSidewaysScroll`). A component, not a bare ref, so that a
 * table mounted again (after an error, an empty state) is watched again.
 */
export function SidewaysScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  useSidewaysScroll(area, label);
  return <div ref={area}>{children}</div>;
}

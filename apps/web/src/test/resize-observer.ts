import { vi } from 'vitest';

/**
 * Replaces jsdom's missing `ResizeObserver` with one that reports only when the test says so:
 * `report()` calls every observer's callback, as the browser does after a layout that resized them.
 * Call it in `beforeEach`; `vi.unstubAllGlobals()` undoes it.
 */
export function stubResizeObserver(): { report: () => void } {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { report: () => callbacks.forEach((callback) => callback()) };
}

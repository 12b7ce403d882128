import '@arco-design/web-react/lib/_util/react-19-adapter';
import { createRequire } from 'node:module';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Every test unmounts what it rendered (the suite runs without globals, so Testing Library cannot
// register this itself): a hook's tree left mounted at the end of a file took a query's last
// notification after the file's window was gone ("window is not defined" from React's scheduler).
afterEach(cleanup);

// Arco's transitions (dialogs, drawers, toasts) end on timers. One left running by a file fired
// after the file's window was gone, failing a loaded run ("window is not defined").
// Disabled, they enter and leave at once: no timer outlives a test. This is the CommonJS copy the
// components under test load.
createRequire(import.meta.url)('react-transition-group').config.disabled = true;

// jsdom has no matchMedia; Arco's Grid and Form need it.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

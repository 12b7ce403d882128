import '@arco-design/web-react/lib/_util/react-19-adapter';
import { vi } from 'vitest';

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

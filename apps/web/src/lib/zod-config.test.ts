import { afterEach, describe, expect, it, vi } from 'vitest';
import './zod-config';
import { z } from 'zod';

describe('zod configuration', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('parses without ever calling Function, which the CSP reports as an eval', () => {
    const construct = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number().int() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 'a' }).success).toBe(false);
    expect(construct).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    const before = { name: 'A', count: 1, tags: ['x'], version: 1 };
    const after = { name: 'A', count: 2, tags: ['x', 'y'], version: 2 };
    expect(changedFields(before, after)).toEqual({
      before: { count: 1, tags: ['x'], version: 1 },
      after: { count: 2, tags: ['x', 'y'], version: 2 },
    });
  });

  it('is empty when nothing changed', () => {
    expect(changedFields({ a: null }, { a: null })).toEqual({ before: {}, after: {} });
  });
});

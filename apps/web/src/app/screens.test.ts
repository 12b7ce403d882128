import { describe, expect, it } from 'vitest';
import { unmatchedScreens } from './screens';

describe('screens', () => {
  it('has a screen for every live page route and none for planned or unknown routes', () => {
    expect(unmatchedScreens()).toEqual({ missing: [], unrouted: [] });
  });
});

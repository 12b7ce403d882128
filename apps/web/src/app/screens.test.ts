import { describe, expect, it } from 'vitest';
import { unmatchedScreens } from './screens';

describe('screens', () => {
  it('has a screen for every page route and none for an unknown route', () => {
    expect(unmatchedScreens()).toEqual({ missing: [], unrouted: [] });
  });
});

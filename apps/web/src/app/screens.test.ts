import { describe, expect, it } from 'vitest';
import { misplacedScreens, unmatchedScreens } from './screens';

describe('screens', () => {
  it('has a screen for every page route and none for an unknown route', () => {
    expect(unmatchedScreens()).toEqual({ missing: [], unrouted: [] });
  });

  it("declares each page route's screen in the feature folder that the route's `feature` names", () => {
    expect(misplacedScreens()).toEqual([]);
  });
});

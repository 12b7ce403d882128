import { describe, expect, it } from 'vitest';
import { matchRuns, matchesAll, queryWords, startsWithFirst } from './match';

describe('matching', () => {
  it('finds every word typed, in any case and any script', () => {
    expect(queryWords('  user   set ')).toEqual(['user', 'set']);
    expect(matchesAll('User Settings', ['set', 'USER'])).toBe(true);
    expect(matchesAll('User Settings', ['set', 'role'])).toBe(false);
    expect(matchesAll('用户设置', ['设置'])).toBe(true);
    expect(matchesAll('anything', [])).toBe(false);
    expect(startsWithFirst('Workplace', ['work'])).toBe(true);
    expect(startsWithFirst('Network', ['work'])).toBe(false);
  });

  it('treats what is typed as text, not as a pattern', () => {
    expect(matchesAll('a+b (c)', ['+b', '(c'])).toBe(true);
    expect(matchesAll('abc', ['.*'])).toBe(false);
  });

  it('cuts a text into runs, the matches marked and merged where they overlap or touch', () => {
    expect(matchRuns('User Settings', ['set'])).toEqual([
      { text: 'User ', match: false },
      { text: 'Set', match: true },
      { text: 'tings', match: false },
    ]);
    expect(matchRuns('abcabc', ['ABC'])).toEqual([{ text: 'abcabc', match: true }]);
    expect(matchRuns('abcdef', ['bcd', 'cde'])).toEqual([
      { text: 'a', match: false },
      { text: 'bcde', match: true },
      { text: 'f', match: false },
    ]);
    expect(matchRuns('用户设置页面', ['设置'])).toEqual([
      { text: '用户', match: false },
      { text: '设置', match: true },
      { text: '页面', match: false },
    ]);
    expect(matchRuns('none here', ['xyz'])).toEqual([{ text: 'none here', match: false }]);
  });
});

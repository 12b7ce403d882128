/** How the palette matches what is typed against the texts it holds, and where the matches lie. */

/** The words typed, each one to be found; none for blank input. */
export function queryWords(query: string): string[] {
  return query.trim().split(/\s+/).filter(Boolean);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each word of `words` found in `text`, ignoring case (the `u` flag folds any script's case; CJK
 * text has none, and matches as it is).
 */
export function matchesAll(text: string, words: readonly string[]): boolean {
  return words.length > 0 && words.every((word) => new RegExp(escape(word), 'iu').test(text));
}

/** Whether `text` begins with the first word: such a match ranks first. */
export function startsWithFirst(text: string, words: readonly string[]): boolean {
  return words.length > 0 && new RegExp(`^${escape(words[0] ?? '')}`, 'iu').test(text);
}

/** One run of `text`: matched or not. */
export interface Run {
  text: string;
  match: boolean;
}

/**
 * `text` cut into runs, the occurrences of any of `words` (overlapping or touching ones merged)
 * marked as matches.
 */
export function matchRuns(text: string, words: readonly string[]): Run[] {
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (const found of text.matchAll(new RegExp(escape(word), 'giu'))) {
      ranges.push([found.index, found.index + found[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const runs: Run[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    const last = runs[runs.length - 1];
    if (start <= at && last?.match) {
      // Overlaps or touches the previous match: extend it.
      if (end > at) last.text += text.slice(at, end);
      at = Math.max(at, end);
      continue;
    }
    if (start < at) continue;
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

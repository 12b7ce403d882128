/** What a session list shows of a User-Agent: the browser with its major version, and the system. */
export interface Device {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also name Chrome, Chrome also names Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** Reads the browser and system of a User-Agent; an unknown part is empty. */
export function deviceOf(userAgent: string): Device {
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([match]) => match);
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent));
  return { browser: browser ? `${browser[1]} ${browser[0]?.[1]}` : '', os: os?.[1] ?? '' };
}

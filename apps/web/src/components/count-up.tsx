import { useEffect, useRef, useState } from 'react';
import type { StatisticProps } from '@arco-design/web-react';

/** How long a figure counts up, as Arco's Statistic does (docs/product.md, Numbers). */
export const COUNT_UP_MS = 2000;
/** Thousand separators, as Arco's Statistic writes them in every language. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const easeOut = (progress: number) => 1 - (1 - progress) ** 4;

/**
 * A whole number that counts up to `value`: from 0 at first, then from what it shows. Each
 * animation frame writes the text node and nothing else. Arco's `countUp` renders its whole
 * Statistic on every frame; on the Workplace's seven figures, that was about half of the blocking
 * time Lighthouse measured on a phone (docs/decisions/026-server-drawn-first-charts.md). With
 * reduced motion asked for, the number shows at once.
 */
export function CountUp({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef(0);
  const [first] = useState(() => grouped.format(0));

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const from = shown.current;
    const write = (n: number) => {
      shown.current = n;
      node.textContent = grouped.format(n);
    };
    if (from === value || window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      write(value);
      return;
    }
    const started = performance.now();
    let frame = requestAnimationFrame(function step(now: number) {
      const progress = Math.min(1, Math.max(0, now - started) / COUNT_UP_MS);
      write(Math.round(from + (value - from) * easeOut(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);

  return <span ref={ref}>{first}</span>;
}

/** Arco Statistic's `renderFormat` whose whole part counts up (`CountUp`); the decimals show as they are. */
export const countUp: NonNullable<StatisticProps['renderFormat']> = (value) => (
  <CountUp value={Math.trunc(Number(value))} />
);

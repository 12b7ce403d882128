import { Statistic } from '@arco-design/web-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_MS, countUp, CountUp } from './count-up';

const reducedMotion = (reduce: boolean) =>
  vi
    .mocked(window.matchMedia)
    .mockImplementation(
      (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
    );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  reducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CountUp', () => {
  it('counts up from 0 to the value over the count-up time, with thousand separators', () => {
    render(<CountUp value={12_345} />);
    const figure = screen.getByText('0');
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 4));
    const early = Number(figure.textContent!.replace(/,/g, ''));
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(12_345);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(figure.textContent).toBe('12,345');
  });

  it('counts from what it shows to a new value', () => {
    const view = render(<CountUp value={100} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS + 100));
    view.rerender(<CountUp value={200} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS / 4));
    const midway = Number(view.container.textContent);
    expect(midway).toBeGreaterThan(100);
    expect(midway).toBeLessThan(200);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS));
    expect(view.container.textContent).toBe('200');
  });

  it('shows the value at once when reduced motion is asked for', () => {
    reducedMotion(true);
    render(<CountUp value={4_200} />);
    expect(screen.getByText('4,200')).toBeTruthy();
  });

  it("counts an Arco Statistic's whole part, its decimals shown as they are", () => {
    const view = render(<Statistic value={1591.99} precision={2} groupSeparator renderFormat={countUp} />);
    act(() => vi.advanceTimersByTime(COUNT_UP_MS + 100));
    expect(view.container.querySelector('.arco-statistic-value')!.textContent).toBe('1,591.99');
  });
});

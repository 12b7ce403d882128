import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulator } from './monitor.simulator';

const PERIOD = 1_000;

describe('the monitor simulator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps only while watched, and reports a failing step without stopping', async () => {
    const troubles: string[] = [];
    const step = vi.fn().mockRejectedValueOnce(new Error('database closed')).mockResolvedValue(undefined);
    const simulator = createSimulator({ periodMs: PERIOD, step, onTrouble: (message) => troubles.push(message) });

    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(step).not.toHaveBeenCalled();

    simulator.watch(true);
    simulator.watch(true);
    await vi.advanceTimersByTimeAsync(2 * PERIOD);
    expect(step).toHaveBeenCalledTimes(2);
    expect(troubles).toEqual(["the monitor's simulator failed: Error: database closed"]);

    simulator.watch(false);
    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(step).toHaveBeenCalledTimes(2);
    simulator.stop();
  });

  it('does not start a step while the last one still runs', async () => {
    let finish = () => {};
    const step = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const simulator = createSimulator({ periodMs: PERIOD, step, onTrouble: () => {} });
    simulator.watch(true);

    await vi.advanceTimersByTimeAsync(3 * PERIOD);
    expect(step).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(PERIOD);
    expect(step).toHaveBeenCalledTimes(2);
    simulator.stop();
  });
});

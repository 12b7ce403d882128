/**
 * The studio's simulated audience (MONITOR_SIMULATOR, docs/decisions/022-live-channel.md): while
 * this process has monitors open, a step every few seconds; none while nobody watches.
 */
export interface Simulator {
  /** Runs while `watching` is true. */
  watch(watching: boolean): void;
  stop(): void;
}

export function createSimulator({
  periodMs,
  step,
  onTrouble,
}: {
  periodMs: number;
  step: () => Promise<void>;
  onTrouble: (message: string) => void;
}): Simulator {
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  const run = () => {
    // A slow step (a busy database) is not stacked under the next one.
    if (busy) return;
    busy = true;
    step()
      .catch((error: unknown) => onTrouble(`the monitor's simulator failed: ${String(error)}`))
      .finally(() => (busy = false));
  };
  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  return {
    watch(watching) {
      if (!watching) return stop();
      if (timer) return;
      timer = setInterval(run, periodMs);
      timer.unref();
    },
    stop,
  };
}

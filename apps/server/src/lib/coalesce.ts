/**
 * Runs `task` at most once at a time: calls while it runs collapse into one more run after it, so a
 * burst of calls costs two runs and the last run sees the latest state.
 */
export function coalesce(task: () => Promise<void>, onError: (error: unknown) => void): () => void {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task, so the browser can paint and handle input, and resumes in a new one
 * (`scheduler.yield()` where the browser has it, which resumes ahead of other queued work; a
 * zero-delay timer elsewhere). The start-up awaits it between its steps: each step is then a task
 * of its own, and a slow phone's Total Blocking Time counts only what each one takes over 50 ms,
 * not the whole start-up as one task (docs/benchmarks.md, "Start-up in short tasks").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

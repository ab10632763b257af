/**
 * Resolves in a task of its own: what was queued meanwhile — a key the user pressed, the
 * renders and effects of what the last step set, a timer — runs first.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve);
  });
}

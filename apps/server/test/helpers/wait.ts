/**
 * Asks `check` every `everyMs` until it holds or `timeoutMs` has passed, then once more; answers
 * whether it held. For a test waiting on work done elsewhere (a job, a process, a queue).
 */
export async function pollUntil(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}

/** `pollUntil`, failing the test (`timed out`) when `check` never held. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
): Promise<void> {
  if (!(await pollUntil(check, timeoutMs))) throw new Error('timed out');
}

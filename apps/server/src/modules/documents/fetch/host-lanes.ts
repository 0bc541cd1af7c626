/**
 * Work grouped by host, run with a cap over all hosts and a cap and a pace per host: a slow or
 * failing portal holds at most its own lane, never the others'. A host that fails
 * `failureLimit` times in a row is dropped for this run; its items come back at their retry time.
 */
export type LaneOptions = {
  concurrency: number;
  perHostConcurrency: number;
  perHostIntervalMs: number;
  failureLimit: number;
};

type Host = {
  queue: (() => Promise<boolean>)[];
  active: number;
  lastStart: number;
  failures: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runInHostLanes<T>(
  items: T[],
  hostOf: (item: T) => string,
  work: (item: T) => Promise<boolean>,
  options: LaneOptions,
): Promise<{ done: number; skippedHosts: string[] }> {
  const hosts = new Map<string, Host>();
  for (const item of items) {
    const name = hostOf(item);
    const host = hosts.get(name) ?? { queue: [], active: 0, lastStart: 0, failures: 0 };
    host.queue.push(() => work(item));
    hosts.set(name, host);
  }
  const skippedHosts = new Set<string>();
  let done = 0;
  // Each worker takes the next job of a host with room, waiting out that host's pace.
  const pick = () => {
    for (const [name, host] of hosts) {
      if (host.queue.length > 0 && host.active < options.perHostConcurrency) return { name, host };
    }
    return null;
  };
  const worker = async (): Promise<void> => {
    for (;;) {
      const next = pick();
      if (!next) {
        // Nothing free: finished when no host has work left, else wait for a lane to open.
        if ([...hosts.values()].every((host) => host.queue.length === 0)) return;
        await sleep(20);
        continue;
      }
      const { name, host } = next;
      const job = host.queue.shift()!;
      host.active += 1;
      const wait = host.lastStart + options.perHostIntervalMs - Date.now();
      host.lastStart = Date.now() + Math.max(0, wait);
      if (wait > 0) await sleep(wait);
      const ok = await job().catch(() => false);
      host.active -= 1;
      done += 1;
      host.failures = ok ? 0 : host.failures + 1;
      if (host.failures >= options.failureLimit && host.queue.length > 0) {
        host.queue.length = 0;
        skippedHosts.add(name);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return { done, skippedHosts: [...skippedHosts] };
}

import cliProgress from 'cli-progress';
import type { SyncProgress } from '../modules/ingest/sync.service';

/** Seconds as `1h 02m`, `3m 05s` or `42s`. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '…';
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  if (minutes > 0) return `${minutes}m ${String(rest).padStart(2, '0')}s`;
  return `${rest}s`;
}

/**
 * One progress bar per portal on stderr: windows done, releases, releases per second and an ETA
 * from the pace of finished windows (the portals' own waits make anything finer misleading).
 */
export function createSyncProgressBars() {
  const multibar = new cliProgress.MultiBar(
    {
      format:
        '{source} |{bar}| {value}/{total} windows | {releases} releases | {rate}/s | ETA {etaText}',
      hideCursor: true,
      clearOnComplete: false,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  const bars = new Map<string, { bar: cliProgress.SingleBar; startedAt: number }>();
  return {
    update(progress: SyncProgress) {
      let entry = bars.get(progress.source);
      if (!entry) {
        const bar = multibar.create(progress.windowsTotal, 0, {
          source: progress.source.padEnd(15),
        });
        entry = { bar, startedAt: Date.now() };
        bars.set(progress.source, entry);
      }
      const seconds = (Date.now() - entry.startedAt) / 1000;
      const remaining = progress.windowsTotal - progress.windowsDone;
      const eta =
        progress.windowsDone > 0 ? (seconds / progress.windowsDone) * remaining : Number.NaN;
      entry.bar.setTotal(progress.windowsTotal);
      entry.bar.update(progress.windowsDone, {
        source: progress.source.padEnd(15),
        releases: progress.releases.toLocaleString('en-GB'),
        rate: seconds > 0 ? Math.round(progress.releases / seconds) : 0,
        etaText: remaining === 0 ? '0s' : formatDuration(eta),
      });
    },
    stop: () => multibar.stop(),
  };
}

/** One bar for `--file` imports: files done, releases read and new, on stderr. */
export function createFileImportProgressBar() {
  const bar = new cliProgress.SingleBar(
    {
      format: 'files |{bar}| {value}/{total} files | {releases} releases ({newReleases} new)',
      hideCursor: true,
      barsize: 30,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update(progress: {
      filesDone: number;
      filesTotal: number;
      releases: number;
      newReleases: number;
    }) {
      const payload = {
        releases: progress.releases.toLocaleString('en-GB'),
        newReleases: progress.newReleases.toLocaleString('en-GB'),
      };
      if (!started) {
        bar.start(progress.filesTotal, progress.filesDone, payload);
        started = true;
      } else bar.update(progress.filesDone, payload);
    },
    stop: () => {
      if (started) bar.stop();
    },
  };
}

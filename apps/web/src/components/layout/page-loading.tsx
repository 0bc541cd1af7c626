import { Spinner } from '@/components/ui/spinner';

/** Shown in the main area while a page's code loads. */
export function PageLoading() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] items-center justify-center gap-3 text-fg-muted"
    >
      <Spinner />
      <span>Loading…</span>
    </div>
  );
}

import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while the next page's code loads. */
export function NavigationProgress() {
  const isNavigating = useNavigation().state !== 'idle';
  if (!isNavigating) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-soft" aria-hidden>
      <div className="h-full w-1/3 motion-safe:animate-[wac-progress_1s_ease-in-out_infinite] bg-brand" />
    </div>
  );
}

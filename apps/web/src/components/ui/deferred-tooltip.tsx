import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

const loadTooltip = () => import('./tooltip');
const Tooltip = lazy(async () => ({ default: (await loadTooltip()).Tooltip }));

/** After the page has settled: the tooltip is a nicety, never worth delaying the first paint. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(callback, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1500);
  return () => clearTimeout(id);
}

/**
 * Like <Tooltip>, for components on every page (the header): renders the bare trigger first and
 * wraps it in the Radix tooltip once the browser is idle or the pointer or focus arrives. Swapping
 * remounts the trigger, so focus is put back if it was there.
 */
export function DeferredTooltip(props: ComponentProps<typeof Tooltip> & { children: ReactNode }) {
  const wrapperRef = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);
  const [isWanted, setIsWanted] = useState(false);

  useEffect(() => whenIdle(() => setIsWanted(true)), []);

  // Native listeners on the wrapper: it is layout-free (display: contents) and not interactive.
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || isWanted) return;
    const want = () => {
      hadFocus.current = wrapper.contains(document.activeElement);
      setIsWanted(true);
    };
    wrapper.addEventListener('pointerover', want);
    wrapper.addEventListener('focusin', want);
    return () => {
      wrapper.removeEventListener('pointerover', want);
      wrapper.removeEventListener('focusin', want);
    };
  }, [isWanted]);

  return (
    <span ref={wrapperRef} className="contents">
      {isWanted ? (
        <Suspense fallback={props.children}>
          <Tooltip {...props} />
          <RestoreFocus wrapperRef={wrapperRef} hadFocus={hadFocus} />
        </Suspense>
      ) : (
        props.children
      )}
    </span>
  );
}

function RestoreFocus({
  wrapperRef,
  hadFocus,
}: {
  wrapperRef: React.RefObject<HTMLSpanElement | null>;
  hadFocus: React.RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    wrapperRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [wrapperRef, hadFocus]);
  return null;
}

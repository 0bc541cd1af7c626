import { useCallback, useState } from 'react';

/** Which slide is showing; `showNext` wraps from the last slide to the first. */
export function useSlideIndex(slideCount: number) {
  const [index, setIndex] = useState(0);
  const showNext = useCallback(
    () => setIndex((current) => (current + 1) % slideCount),
    [slideCount],
  );
  return { index, showNext, showSlide: setIndex };
}

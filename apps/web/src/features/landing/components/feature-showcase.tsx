import { cn } from '@/lib/class-names';
import { FEATURE_SLIDES } from '../content/feature-slides';
import { useSlideIndex } from '../hooks/use-slide-index';

/**
 * The four-slide feature showcase: clicking the picture shows the next slide (wrapping round),
 * the dots jump to a slide. It never moves by itself, so nobody has to hunt for a pause button.
 */
export function FeatureShowcase() {
  const { index, showNext, showSlide } = useSlideIndex(FEATURE_SLIDES.length);
  const slide = FEATURE_SLIDES[index]!;
  const nextSlide = FEATURE_SLIDES[(index + 1) % FEATURE_SLIDES.length]!;

  return (
    <section
      aria-labelledby="showcase-title"
      aria-roledescription="carousel"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_36rem] border-y border-line bg-surface"
    >
      <div className="mx-auto grid w-full max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="showcase-title" className="text-3xl font-bold tracking-tight">
            Everything you need to win public work
          </h2>
          <div aria-live="polite" className="mt-8 min-h-36">
            <p className="text-sm font-semibold text-brand-soft-fg">
              Feature {index + 1} of {FEATURE_SLIDES.length}
            </p>
            <h3 className="mt-1 text-2xl font-semibold" data-testid="showcase-slide-title">
              {slide.title}
            </h3>
            <p className="mt-3 text-lg text-fg-muted">{slide.description}</p>
          </div>
          <div className="mt-6 flex gap-2">
            {FEATURE_SLIDES.map((item, slideIndex) => (
              <button
                key={item.title}
                type="button"
                onClick={() => showSlide(slideIndex)}
                aria-label={`Show feature ${slideIndex + 1}: ${item.title}`}
                aria-current={slideIndex === index ? 'true' : undefined}
                className="group flex size-6 items-center justify-center rounded-full"
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    slideIndex === index
                      ? 'w-6 bg-brand'
                      : 'w-2.5 bg-fg-muted/70 group-hover:bg-fg-muted',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
        <button
          type="button"
          onClick={showNext}
          aria-label={`Next feature: ${nextSlide.title}`}
          className="block w-full cursor-pointer rounded-[20px] shadow-xl transition-transform motion-safe:hover:-translate-y-0.5"
        >
          <slide.Image />
        </button>
      </div>
    </section>
  );
}

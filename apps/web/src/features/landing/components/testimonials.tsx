import type { OperatorTestimonial } from '@wac/contract';
import { Quote } from 'lucide-react';
import { TestimonialAvatar } from './testimonial-avatar';

/**
 * What the operator's customers say, from the content file (ADR 0142): real people, quoted with
 * their permission. Nothing at all when the file lists none; WAC never makes one up.
 */
export function Testimonials({ testimonials }: { testimonials: readonly OperatorTestimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_36rem] mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6 lg:px-8"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
        What suppliers say
      </h2>
      <ul className="mt-10 flex flex-wrap justify-center gap-6">
        {testimonials.map((testimonial) => (
          <li
            key={`${testimonial.name}: ${testimonial.quote}`}
            className="w-full md:w-[calc(50%-0.75rem)] xl:w-[calc(25%-1.125rem)]"
          >
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <Quote aria-hidden className="size-7 text-brand" />
              <blockquote className="mt-3 flex-1 text-fg">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <TestimonialAvatar name={testimonial.name} imageUrl={testimonial.image_url} />
                <span>
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-fg-muted">{testimonial.title}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

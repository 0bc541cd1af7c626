import { Quote } from 'lucide-react';
import { TESTIMONIALS } from '../content/testimonials';
import { TestimonialAvatar } from './testimonial-avatar';

export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_36rem] mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
        What suppliers say
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <Quote aria-hidden className="size-7 text-brand" />
              <blockquote className="mt-3 flex-1 text-fg">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <TestimonialAvatar name={testimonial.name} colours={testimonial.avatarColours} />
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

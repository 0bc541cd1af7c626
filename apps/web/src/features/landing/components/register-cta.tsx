import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The closing call to action: register, or (already signed in) set up an alert. */
export function RegisterCta({ isSignedIn }: { isSignedIn: boolean }) {
  const content = isSignedIn
    ? {
        title: 'Never miss a matching tender',
        text: 'Save an alert profile and new opportunities that match your work arrive by email.',
        action: 'Set up an alert',
        to: paths.alerts,
      }
    : {
        title: 'Start finding tenders today',
        text: 'Create a free account to save favourites, unlock leaderboard filters and download documents in one zip.',
        action: 'Create a free account',
        to: paths.register,
      };
  return (
    <section
      aria-labelledby="cta-title"
      className="[content-visibility:auto] [contain-intrinsic-size:auto_20rem] px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-blue-700 to-blue-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {content.title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-50">{content.text}</p>
        <Link
          to={content.to}
          className="mt-8 inline-flex h-12 items-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-blue-800 shadow-sm transition-colors hover:bg-blue-50"
        >
          {content.action}
          <ArrowRight aria-hidden className="size-5" />
        </Link>
      </div>
    </section>
  );
}

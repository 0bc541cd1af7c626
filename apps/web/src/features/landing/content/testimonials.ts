/** A testimonial (public-area.md section 3): quote, name, title, image. */
export interface Testimonial {
  quote: string;
  name: string;
  title: string;
  /** Two colours for the generated avatar (our own artwork, no stock photos). */
  avatarColours: [string, string];
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'We found a highways framework two days after it was published. The alert did the searching for us.',
    name: 'Priya Shah',
    title: 'Bid Manager, Northgate Civils',
    avatarColours: ['#1d4ed8', '#0f766e'],
  },
  {
    quote:
      'Having Contracts Finder and Find a Tender in one search saves me an hour every morning.',
    name: 'Tom Evans',
    title: 'Director, Kestrel Digital',
    avatarColours: ['#7c3aed', '#db2777'],
  },
  {
    quote:
      'The leaderboards showed us which trusts buy our kind of service. Our pipeline has never been clearer.',
    name: 'Aisha Okafor',
    title: 'Head of Partnerships, Brightwell Care',
    avatarColours: ['#b45309', '#be123c'],
  },
  {
    quote:
      'As a small firm we cannot read every portal. The filters and WAC IDs make sharing leads with the team easy.',
    name: 'Gareth Lewis',
    title: 'Founder, Oakridge FM',
    avatarColours: ['#15803d', '#0369a1'],
  },
];

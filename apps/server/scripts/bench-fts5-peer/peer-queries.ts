/**
 * Fixed Best Match searches (issue 18): what `npm run bench:fts5-peer` warms a server up with
 * before its fresh queries (fresh-queries.ts), so the server starts planned and pooled as a
 * running one is. Each is written as typed into WAC's keyword box and as the same search in FTS5's
 * query language.
 */
export type PeerQuery = { keywords: string; fts5: string };
export type PeerClass = { name: string; queries: PeerQuery[] };

const same = (words: string[]): PeerQuery[] =>
  words.map((word) => ({ keywords: word, fts5: word }));

export const PEER_CLASSES: PeerClass[] = [
  {
    name: 'broad one-word keyword',
    queries: same(['maintenance', 'equipment', 'digital', 'support', 'care']),
  },
  {
    name: 'phrase',
    queries: same([
      '"social value"',
      '"health and safety"',
      '"repair and maintenance"',
      '"site visit"',
    ]),
  },
  {
    name: 'comma alternatives',
    queries: [
      { keywords: 'cleaning, catering, security', fts5: 'cleaning OR catering OR security' },
      { keywords: 'software, hardware', fts5: 'software OR hardware' },
      { keywords: 'roads, bridges', fts5: 'roads OR bridges' },
      { keywords: 'furniture, stationery, printing', fts5: 'furniture OR stationery OR printing' },
    ],
  },
  {
    name: 'keyword with exclusion',
    queries: [
      { keywords: 'cleaning -window', fts5: 'cleaning NOT window' },
      { keywords: 'maintenance -vehicles', fts5: 'maintenance NOT vehicles' },
      { keywords: 'software -licences', fts5: 'software NOT licences' },
      { keywords: 'equipment -medical', fts5: 'equipment NOT medical' },
      {
        keywords: 'furniture, stationery -printing',
        fts5: '(furniture OR stationery) NOT printing',
      },
    ],
  },
  {
    name: 'worst cases',
    queries: [
      { keywords: 'services', fts5: 'services' },
      { keywords: 'maintenance services', fts5: 'maintenance services' },
      { keywords: 'support services management', fts5: 'support services management' },
      // Postgres drops the stop words, so WAC finds every "provision": the same search in FTS5.
      { keywords: '"the provision of"', fts5: 'provision' },
      {
        keywords: 'road repair, bridge maintenance',
        fts5: '(road repair) OR (bridge maintenance)',
      },
      { keywords: 'cleaning services -window', fts5: '(cleaning services) NOT window' },
      { keywords: 'services, supplies, works', fts5: 'services OR supplies OR works' },
    ],
  },
];

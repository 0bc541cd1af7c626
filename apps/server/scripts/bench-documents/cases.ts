/** The searches bench:documents times (issue 32), each with and without "Include documents". */
export const DOCUMENT_BENCH_CASES = {
  'rare word (in documents)': 'q=hydroseeding',
  'common word': 'q=maintenance',
  phrase: 'q=%22culvert%20inspection%22',
  'rare word, open only': 'q=gabion&status=open',
};

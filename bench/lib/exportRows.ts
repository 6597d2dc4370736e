import type { ExportColumn, TableRow } from '../../apps/server/src/lib/export/tableTypes.js';

/**
 * Realistic rows for the export bench and the large-export test: a results list with long names, some
 * in Hindi and Bengali, addresses, assessment titles, scores, dates and free-text comments (some over
 * several lines, some starting with a formula character). Deterministic: the same rows every run.
 */
export const EXPORT_COLUMNS: ExportColumn[] = [
  { key: 'rowNo', header: '#', width: 6 },
  { key: 'fullName', header: 'Full name', width: 24 },
  { key: 'email', header: 'E-mail', width: 26 },
  { key: 'quizTitle', header: 'Assessment', width: 26 },
  { key: 'score', header: 'Score', width: 8 },
  { key: 'result', header: 'Result', width: 9 },
  { key: 'startedAt', header: 'Started', width: 17 },
  { key: 'comment', header: 'Comment', width: 34 },
];

const FIRST = ['Alexandra', 'Bartholomew', 'Chiara', 'Dmitri', 'Esperanza', 'Francesco', 'Guadalupe', 'Hiroshi'];
const LAST = [
  'Montgomery-Fitzgerald',
  'van der Westhuizen',
  'Castellanos Rodríguez',
  'Papadopoulos',
  'Okonkwo-Adeyemi',
  "O'Sullivan",
];
const HINDI = ['अनन्या शर्मा वर्मा', 'राजेश कुमार श्रीवास्तव', 'प्रियंका चतुर्वेदी'];
const BENGALI = ['সুমাইয়া রহমান চৌধুরী', 'অরিন্দম বন্দ্যোপাধ্যায়', 'তানজিলা হক'];
const TITLES = [
  'Workplace safety induction 2030 – warehouse and logistics staff',
  'Advanced spreadsheet skills: pivot tables, lookups and charts',
  'हिंदी भाषा दक्षता परीक्षा (स्तर 2)',
  'বাংলা ভাষা দক্ষতা মূল্যায়ন',
  'Customer service fundamentals',
];
const COMMENTS = [
  'Finished well before the time limit; strong on the practical questions.',
  'Needs another attempt.\nMissed most of the questions on regulations.',
  '=HYPERLINK("http://example.com","click")',
  'उत्कृष्ट प्रदर्शन, सभी प्रश्नों के उत्तर सही',
  'চমৎকার ফলাফল, অভিনন্দন!',
  '',
  'Asked for a large-print version; accommodation of 15 extra minutes granted by the administrator on duty.',
];

/** A small deterministic generator, so every run measures the same text. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function exportRows(count: number): TableRow[] {
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.UTC(2030, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const script = next();
    const fullName =
      script < 0.1 ? pick(HINDI) : script < 0.2 ? pick(BENGALI) : `${pick(FIRST)} ${pick(FIRST)} ${pick(LAST)}`;
    const score = Math.round(next() * 1000) / 10;
    return {
      rowNo: i + 1,
      fullName,
      email: `candidate.${i + 1}.${pick(FIRST).toLowerCase()}@example-university.edu`,
      quizTitle: pick(TITLES),
      score,
      result: score >= 50 ? 'Passed' : 'Failed',
      startedAt: new Date(start + Math.floor(next() * 365 * 86_400_000)).toISOString().slice(0, 19).replace('T', ' '),
      comment: pick(COMMENTS),
    };
  });
}

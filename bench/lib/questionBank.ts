// The question bank the import benches read (bench/import-moodlexml.ts, bench/import-qti.ts): every type the
// exchange formats carry, in turn, with texts in English, Hindi and Bengali, generated from a fixed seed so
// that every run reads the same bank.
import { parseCloze, type QuestionDraft } from '@assessly/shared';
import { seeded } from './table.js';

const random = seeded(22);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const WORDS = ['river', 'planet', 'equation', 'नदी', 'ग्रह', 'समीकरण', 'নদী', 'গ্রহ', 'সমীকরণ', 'climate', 'theorem'];
const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(' ');
const html = (words: number) => `<p>${sentence(words)} <strong>${sentence(3)}</strong>?</p>`;

/** A small image (a PNG header and noise), as question banks carry them. */
function image(bytes: number): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < bytes; i++) data[i] = Math.floor(random() * 256);
  return data;
}

const BODIES: ((n: number) => QuestionDraft['body'])[] = [
  (n) => ({
    type: 'choice',
    multiple: false,
    options: [1, 0, 0, 0].map((fraction, i) => ({ text: `${sentence(4)} ${n}.${i}`, fraction, feedback: sentence(6) })),
  }),
  (n) => ({
    type: 'choice',
    multiple: true,
    options: [0.5, 0.5, -1, 0].map((fraction, i) => ({ text: `${sentence(3)} ${n}.${i}`, fraction })),
  }),
  () => ({ type: 'trueFalse', correct: random() < 0.5, feedbackTrue: sentence(5), feedbackFalse: sentence(5) }),
  (n) => ({
    type: 'shortAnswer',
    caseSensitive: false,
    answers: [
      { text: `${pick(WORDS)} ${n}`, fraction: 1 },
      { text: `${pick(WORDS)}*`, fraction: 0.3333333, feedback: sentence(4) },
    ],
  }),
  (n) => ({
    type: 'numerical',
    answers: [
      { value: n + 0.25, tolerance: 0.01, fraction: 1 },
      { value: n, tolerance: 1, fraction: 0.5 },
    ],
    units: [
      { unit: 'm', multiplier: 1 },
      { unit: 'cm', multiplier: 100 },
    ],
    unitRequired: n % 2 === 0,
  }),
  (n) => ({
    type: 'matching',
    pairs: [0, 1, 2, 3].map((i) => ({ stem: `${sentence(4)} ${n}.${i}`, choice: `${pick(WORDS)} ${i}` })),
    distractors: [`${pick(WORDS)} x`],
  }),
  (n) => ({
    type: 'ordering',
    scoring: pick(['allOrNothing', 'perPosition', 'longestRun'] as const),
    items: [0, 1, 2, 3, 4].map((i) => `${sentence(3)} ${n}.${i}`),
  }),
  () => ({ type: 'descriptive' }),
];

/**
 * A cloze text with a choice, a text and a number blank, written as the importers store it (a wrong choice
 * as %0%, the canonical form every reader gives back); the draft's text is this, its blanks it parsed.
 */
const clozeSource = (n: number) =>
  `<p>${sentence(8)} {2:MULTICHOICE:=${pick(WORDS)}#yes~%0%${pick(WORDS)}#no} ${sentence(6)} ` +
  `{1:SHORTANSWER:=${pick(WORDS)}~%50%${pick(WORDS)}*} ${sentence(4)} {1:NUMERICAL:=${n}:0.5}.</p>`;

/** The types in turn, cloze last: its text holds its blanks, the others' texts are prose. */
export const BANK_TYPES = BODIES.length + 1;

function textAndBody(n: number): Pick<QuestionDraft, 'text' | 'body'> {
  if (n % BANK_TYPES < BODIES.length) return { text: html(25), body: BODIES[n % BANK_TYPES]!(n) };
  const text = clozeSource(n);
  const parsed = parseCloze(text);
  if ('error' in parsed) throw new Error(`the bench's cloze text is not valid: ${parsed.error}`);
  return { text, body: { type: 'cloze', blanks: parsed.blanks } };
}

/**
 * The generated bank: the types in turn, a category every 100 questions, an image in one question of 20,
 * referred to as `imagePath(n)` names it (each format has its own way: @@PLUGINFILE@@/…, a package path).
 */
export function mixedBank(count: number, imagePath: (n: number) => string): QuestionDraft[] {
  return Array.from({ length: count }, (_, n): QuestionDraft => {
    const withImage = n % 20 === 0;
    const { text, body } = textAndBody(n);
    const draft: QuestionDraft = {
      title: `Q${n + 1} ${sentence(2)}`,
      text: text + (withImage ? `<p><img src="${imagePath(n)}" alt="figure"/></p>` : ''),
      textFormat: 'html',
      mark: 1 + (n % 3),
      body,
      explanation: html(12),
      category: `Bank/Unit ${Math.floor(n / 100) + 1}`,
    };
    if (withImage)
      draft.files = [{ name: imagePath(n).replace('@@PLUGINFILE@@/', ''), mimeType: 'image/png', data: image(3000) }];
    return draft;
  });
}

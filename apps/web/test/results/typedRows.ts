// Result rows of every question type as the server makes them (issue 22): the exam screen's wire form
// (examWire.ts) of a real body's candidate view, read by the shared display rules (bodyAnswerDisplay), the
// key left out where a candidate may not see it (withoutKey).
import {
  bodyAnswerDisplay,
  bodyCandidateView,
  parseCloze,
  QUESTION_TYPE_ID,
  withoutKey,
  type AttemptKeys,
  type QuestionBody,
  type ResultDetail,
} from '@assessly/shared';
import { blanksToWire, orderToWire, pairsToWire } from '../../src/features/delivery/exam/examWire';

/** Ids and order of one attempt, opaque as the server's (an HMAC there), so that no text reveals them. */
const keys: AttemptKeys = {
  idFor: (kind, index) => `id${kind.length}x${index}q7Zk`,
  order: (_kind, n) => Array.from({ length: n }, (_, i) => n - 1 - i),
};
const view = (body: QuestionBody) => bodyCandidateView(body, keys);
const idOf = (list: { id: string; text: string }[] | undefined, text: string) => list!.find((x) => x.text === text)!.id;

export const CLOZE_TEXT =
  'The capital is {1:SA:=Paris~%50%Marseille}; pi is {1:NM:=3.14:0.01}; the sky is {1:MC:=blue~green}.';
const parsedCloze = parseCloze(CLOZE_TEXT) as {
  text: string;
  blanks: Extract<QuestionBody, { type: 'cloze' }>['blanks'];
};
export const bodies = {
  choice: {
    type: 'choice',
    multiple: false,
    options: [
      { text: 'Paris', fraction: 1 },
      { text: 'Lyon', fraction: 0 },
    ],
  },
  descriptive: { type: 'descriptive' },
  trueFalse: { type: 'trueFalse', correct: false },
  shortAnswer: {
    type: 'shortAnswer',
    caseSensitive: false,
    answers: [
      { text: 'Paris', fraction: 1 },
      { text: 'Lutetia', fraction: 0.5 },
    ],
  },
  numerical: {
    type: 'numerical',
    answers: [{ value: 3.14, tolerance: 0.01, fraction: 1 }],
    units: [],
    unitRequired: false,
  },
  matching: {
    type: 'matching',
    pairs: [
      { stem: 'France', choice: 'Paris' },
      { stem: 'Italy', choice: 'Rome' },
    ],
    distractors: ['Berlin'],
  },
  ordering: { type: 'ordering', items: ['Egg', 'Larva', 'Pupa'], scoring: 'perPosition' },
  cloze: { type: 'cloze', blanks: parsedCloze.blanks },
} satisfies Record<string, QuestionBody>;

const matchingView = view(bodies.matching);
const orderingView = view(bodies.ordering);
const clozeView = view(bodies.cloze);
const wires: Record<keyof typeof bodies, string> = {
  choice: 'Lyon',
  descriptive: 'Water evaporates,\nthen it rains.',
  trueFalse: 'true',
  shortAnswer: 'lutetia',
  numerical: '3.14',
  // France → Paris, Italy left unanswered.
  matching: pairsToWire(
    { [idOf(matchingView.stems, 'France')]: idOf(matchingView.choices, 'Paris') },
    matchingView.stems!,
  ),
  // Larva, Egg, Pupa.
  ordering: orderToWire(['Larva', 'Egg', 'Pupa'].map((t) => orderingView.items!.find((i) => i.text === t)!)),
  // Paris in place, 3.14, and green chosen from the dropdown (sent as its id).
  cloze: blanksToWire({ 1: 'Paris', 2: '3.14', 3: idOf(clozeView.blanks![2]!.choices, 'green') }, clozeView.blanks!),
};
export const ids = [
  ...[matchingView.stems, matchingView.choices, orderingView.items].flatMap((l) => l!.map((x) => x.id)),
  ...clozeView.blanks!.flatMap((b) => (b.choices ?? []).map((c) => c.id)),
];

/** A result row of one type, answered with its wire form, as the server sends it; `hidden`: no key. */
export function row(type: keyof typeof bodies, over: Partial<ResultDetail> = {}, hidden = false): ResultDetail {
  const display = bodyAnswerDisplay(bodies[type], wires[type], keys);
  return {
    quizResponseDetailId: Object.keys(bodies).indexOf(type) + 1,
    quizQuestionId: 1,
    questionTypeId: QUESTION_TYPE_ID[type],
    questionDetail: type === 'cloze' ? parsedCloze.text : `A ${type} question`,
    userAnswer: wires[type],
    correctAnswer: hidden ? '' : 'a key',
    isAnswerSkipped: false,
    questionMark: 2,
    userObtainedQuestionMark: 1,
    isExamined: type !== 'descriptive',
    pointerLeaveCount: 0,
    visibilitychangeCount: 0,
    answerExplanation: '',
    isCodeSnippet: false,
    feedback: null,
    display: hidden ? withoutKey(display) : display,
    ...over,
  };
}
export const allRows = (hidden = false) =>
  (Object.keys(bodies) as (keyof typeof bodies)[]).map((type) => row(type, {}, hidden));

/** An element's text as a screen reader reads it: a mark by its word in brackets, an empty part by its name. */
export function spoken(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const img of copy.querySelectorAll('[role="img"][aria-label]')) {
    const name = img.getAttribute('aria-label')!;
    img.replaceWith(img.hasAttribute('data-mark') ? ` (${name})` : name);
  }
  return copy.textContent ?? '';
}

import type { ChoiceOption, QuestionBody } from '@assessly/shared';
import { SCORING_ATTRIBUTE } from './readOrdering.js';
import { UNIT_REQUIRED_ATTRIBUTE, UNITS_ATTRIBUTE, WILDCARDS_ATTRIBUTE } from './readText.js';
import {
  feedbackOfChoices,
  mapToScore,
  matchCorrectToMax,
  points,
  responseDeclaration,
  TEMPLATES,
  chain,
  answerFeedback,
  type Written,
} from './writeScoring.js';
import { shortXml, tag } from './xmlWrite.js';
import { writeCloze } from './writeCloze.js';

type BodyOf<K extends QuestionBody['type']> = Extract<QuestionBody, { type: K }>;
const R = 'RESPONSE';

/** match_correct as a template when the mark is 1 (SCORE 1 is the mark), else with SCORE = MAXSCORE. */
function allOrNothing(mark: number, extra: string[] = []): Pick<Written, 'statements' | 'template'> {
  if (mark === 1 && extra.length === 0) return { statements: [], template: TEMPLATES.matchCorrect };
  return { statements: [...extra, matchCorrectToMax(R)] };
}

function mapped(extra: string[]): Pick<Written, 'statements' | 'template'> {
  return extra.length === 0
    ? { statements: [], template: TEMPLATES.mapResponse }
    : { statements: [...extra, mapToScore(R)] };
}

function simpleChoice(id: string, option: Pick<ChoiceOption, 'text' | 'feedback'>): string {
  const feedback = option.feedback
    ? tag(
        'qti-feedback-inline',
        { 'outcome-identifier': 'FEEDBACK', identifier: id, 'show-hide': 'show' },
        shortXml(option.feedback),
      )
    : '';
  return `<qti-simple-choice identifier="${id}">${shortXml(option.text)}${feedback}</qti-simple-choice>`;
}

/** A single answer whose options are all 0 but one at 1: match_correct says exactly that. */
const isAllOrNothing = (options: ChoiceOption[]) =>
  options.every((o) => o.fraction === 0 || o.fraction === 1) && options.filter((o) => o.fraction === 1).length === 1;

/**
 * Choice: a single answer with one right option is match_correct; any other single answer, and every
 * multiple answer, a mapping (each option its points), since choiceRules scores the sum of the chosen
 * options' fractions capped at 1: map_response with the mark as upper bound.
 */
function choice(body: BodyOf<'choice'>, mark: number): Written {
  const ids = body.options.map((_, i) => `C${i + 1}`);
  const feedback = body.options.some((o) => o.feedback) ? [feedbackOfChoices(R)] : [];
  const cardinality = body.multiple ? 'multiple' : 'single';
  const exact = !body.multiple && isAllOrNothing(body.options);
  const correct = ids.filter((_, i) => body.options[i]!.fraction === Math.max(...body.options.map((o) => o.fraction)));
  const entries = body.options
    .map((o, i) => ({ key: ids[i]!, points: points(o.fraction, mark) }))
    .filter((e) => e.points !== 0);
  const declaration = exact
    ? responseDeclaration(R, cardinality, 'identifier', correct)
    : responseDeclaration(R, cardinality, 'identifier', correct, {
        entries,
        upperBound: body.multiple ? mark : undefined,
      });
  const interaction = tag(
    'qti-choice-interaction',
    { 'response-identifier': R, shuffle: 'true', 'max-choices': body.multiple ? 0 : 1 },
    ...body.options.map((o, i) => simpleChoice(ids[i]!, o)),
  );
  return {
    declarations: [declaration],
    interaction,
    ...(exact ? allOrNothing(mark, feedback) : mapped(feedback)),
    outcomes: [],
    feedbacks: [],
  };
}

/** True/false: two choices identified and labelled true and false, all or nothing (see readChoice). */
function trueFalse(body: BodyOf<'trueFalse'>, mark: number): Written {
  const feedback = body.feedbackTrue || body.feedbackFalse ? [feedbackOfChoices(R)] : [];
  const interaction = tag(
    'qti-choice-interaction',
    { 'response-identifier': R, shuffle: 'false', 'max-choices': 1 },
    simpleChoice('true', { text: 'True', feedback: body.feedbackTrue }),
    simpleChoice('false', { text: 'False', feedback: body.feedbackFalse }),
  );
  return {
    declarations: [responseDeclaration(R, 'single', 'identifier', [body.correct ? 'true' : 'false'])],
    interaction,
    ...allOrNothing(mark, feedback),
    outcomes: [],
    feedbacks: [],
  };
}

/** Short answer: a text entry alone in its paragraph, each accepted answer a mapping entry. */
function shortAnswer(body: BodyOf<'shortAnswer'>, mark: number): Written {
  const entries = body.answers.map((a) => ({
    key: a.text,
    points: points(a.fraction, mark),
    caseSensitive: body.caseSensitive,
  }));
  const best = body.answers.find((a) => a.fraction === Math.max(...body.answers.map((x) => x.fraction)));
  const fb = answerFeedback(
    R,
    body.answers.map((a) => ({
      feedback: a.feedback,
      test: { op: 'string', value: a.text, caseSensitive: body.caseSensitive },
    })),
  );
  const wildcards = body.answers.some((a) => a.text.includes('*')) ? { [WILDCARDS_ATTRIBUTE]: 'true' } : {};
  return {
    declarations: [responseDeclaration(R, 'single', 'string', best ? [best.text] : [], { entries })],
    interaction: `<p>${tag('qti-text-entry-interaction', { 'response-identifier': R, ...wildcards })}</p>`,
    ...mapped(fb.statements),
    outcomes: [],
    feedbacks: fb.feedbacks,
  };
}

/** Numerical: `equal` with an absolute tolerance per accepted value, the first that holds scoring. */
function numerical(body: BodyOf<'numerical'>, mark: number): Written {
  const tests = body.answers.map((a) => ({ op: 'number' as const, value: a.value, tolerance: a.tolerance }));
  const fb = answerFeedback(
    R,
    body.answers.map((a, i) => ({ feedback: a.feedback, test: tests[i]! })),
  );
  const units = body.units.length > 0 ? { [UNITS_ATTRIBUTE]: JSON.stringify(body.units) } : {};
  const required = body.unitRequired ? { [UNIT_REQUIRED_ATTRIBUTE]: 'true' } : {};
  const best = body.answers.find((a) => a.fraction === Math.max(...body.answers.map((x) => x.fraction)));
  return {
    declarations: [responseDeclaration(R, 'single', 'float', best ? [String(best.value)] : [])],
    interaction: `<p>${tag('qti-text-entry-interaction', { 'response-identifier': R, ...units, ...required })}</p>`,
    statements: [
      ...fb.statements,
      chain(
        R,
        'SCORE',
        body.answers.map((a, i) => ({ test: tests[i]!, points: points(a.fraction, mark) })),
      ),
    ],
    outcomes: [],
    feedbacks: fb.feedbacks,
  };
}

/**
 * Matching: stems in the first set, choices in the second (a choice text shared by several stems once;
 * each distractor its own), every right pair mapped to an equal share of the mark.
 */
function matching(body: BodyOf<'matching'>, mark: number): Written {
  const targets: string[] = [];
  for (const pair of body.pairs) if (!targets.includes(pair.choice)) targets.push(pair.choice);
  targets.push(...body.distractors);
  const keys = body.pairs.map((p, i) => `S${i + 1} T${targets.indexOf(p.choice) + 1}`);
  const entries = keys.map((key) => ({ key, points: mark / body.pairs.length }));
  const set = (prefix: string, texts: string[], matchMax: number) =>
    tag(
      'qti-simple-match-set',
      {},
      ...texts.map(
        (t, i) =>
          `<qti-simple-associable-choice identifier="${prefix}${i + 1}" match-max="${matchMax}">${shortXml(t)}</qti-simple-associable-choice>`,
      ),
    );
  const interaction = tag(
    'qti-match-interaction',
    { 'response-identifier': R, shuffle: 'true', 'max-associations': body.pairs.length },
    set(
      'S',
      body.pairs.map((p) => p.stem),
      1,
    ),
    set('T', targets, Math.max(1, body.pairs.length)),
  );
  return {
    declarations: [responseDeclaration(R, 'multiple', 'directedPair', keys, { entries })],
    interaction,
    ...mapped([]),
    outcomes: [],
    feedbacks: [],
  };
}

/** `if index(R, n) = item n then SCORE = SCORE + mark / count`, for every position: per position. */
function positionStatements(count: number, mark: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    tag(
      'qti-response-condition',
      {},
      tag(
        'qti-response-if',
        {},
        tag(
          'qti-match',
          {},
          tag('qti-index', { n: i + 1 }, `<qti-variable identifier="${R}"/>`),
          `<qti-base-value base-type="identifier">I${i + 1}</qti-base-value>`,
        ),
        tag(
          'qti-set-outcome-value',
          { identifier: 'SCORE' },
          tag(
            'qti-sum',
            {},
            `<qti-variable identifier="SCORE"/>`,
            `<qti-base-value base-type="float">${mark / count}</qti-base-value>`,
          ),
        ),
      ),
    ),
  );
}

/** Ordering: the items in their right order are the correct response; see readOrdering for the rules. */
function ordering(body: BodyOf<'ordering'>, mark: number): Written {
  const ids = body.items.map((_, i) => `I${i + 1}`);
  const scoring = body.scoring === 'longestRun' ? { [SCORING_ATTRIBUTE]: 'longestRun' } : {};
  const interaction = tag(
    'qti-order-interaction',
    { 'response-identifier': R, shuffle: 'true', ...scoring },
    ...body.items.map((text, i) => simpleChoice(ids[i]!, { text })),
  );
  const rules =
    body.scoring === 'perPosition' ? { statements: positionStatements(ids.length, mark) } : allOrNothing(mark);
  return {
    declarations: [responseDeclaration(R, 'ordered', 'identifier', ids)],
    interaction,
    ...rules,
    outcomes: [],
    feedbacks: [],
  };
}

function descriptive(): Written {
  return {
    declarations: [responseDeclaration(R, 'single', 'string', [])],
    interaction: tag('qti-extended-text-interaction', { 'response-identifier': R }),
    statements: [],
    outcomes: [],
    feedbacks: [],
  };
}

export function writeType(body: QuestionBody, mark: number): Written {
  switch (body.type) {
    case 'choice':
      return choice(body, mark);
    case 'trueFalse':
      return trueFalse(body, mark);
    case 'shortAnswer':
      return shortAnswer(body, mark);
    case 'numerical':
      return numerical(body, mark);
    case 'matching':
      return matching(body, mark);
    case 'ordering':
      return ordering(body, mark);
    case 'cloze':
      return writeCloze(body, mark);
    case 'descriptive':
      return descriptive();
  }
}

import type { ClozeBlank, QuestionBody } from '@assessly/shared';
import { LAYOUT_ATTRIBUTE, MULTIPLE_ATTRIBUTE, SHUFFLE_ATTRIBUTE, WEIGHT_ATTRIBUTE } from './readCloze.js';
import { WILDCARDS_ATTRIBUTE } from './readText.js';
import { answerFeedback, chain, responseDeclaration, type AnswerTest, type Written } from './writeScoring.js';
import { setOutcome, shortXml, tag, variable } from './xmlWrite.js';

/**
 * Cloze: each blank an inline interaction of its own response R<n>, put where `[[n]]` stands in the
 * text; SCORE is the sum of the blanks' scores. A blank's points are its fractions times its share of
 * the mark (weight / sum of weights x mark), so that a QTI player's SCORE is out of the mark. The weight
 * itself is written as data-assessly-weight (our extension), since points alone can not tell a weight
 * from a best answer below 100%.
 */
type BlankOf<K extends ClozeBlank['kind']> = Extract<ClozeBlank, { kind: K }>;

interface BlankOut {
  declaration: string;
  interaction: string;
  /** The blank's score as a term of SCORE's sum, and the statements that compute it. */
  term: string;
  statements: string[];
  outcome?: string;
  feedbacks: { id: string; text: string }[];
}

function textBlank(blank: BlankOf<'text'>, id: string, share: number): BlankOut {
  const entries = blank.answers.map((a) => ({
    key: a.text,
    points: a.fraction * share,
    caseSensitive: blank.caseSensitive,
  }));
  const fb = answerFeedback(
    id,
    blank.answers.map((a) => ({
      feedback: a.feedback,
      test: { op: 'string', value: a.text, caseSensitive: blank.caseSensitive },
    })),
  );
  const wildcards = blank.answers.some((a) => a.text.includes('*')) ? { [WILDCARDS_ATTRIBUTE]: 'true' } : {};
  return {
    declaration: responseDeclaration(id, 'single', 'string', [], { entries }),
    interaction: tag('qti-text-entry-interaction', {
      'response-identifier': id,
      [WEIGHT_ATTRIBUTE]: blank.weight,
      ...wildcards,
    }),
    term: tag('qti-map-response', { identifier: id }),
    statements: fb.statements,
    feedbacks: fb.feedbacks,
  };
}

function numberBlank(blank: BlankOf<'number'>, id: string, share: number): BlankOut {
  const tests: AnswerTest[] = blank.answers.map((a) => ({ op: 'number', value: a.value, tolerance: a.tolerance }));
  const fb = answerFeedback(
    id,
    blank.answers.map((a, i) => ({ feedback: a.feedback, test: tests[i]! })),
  );
  const outcome = `SCORE_${id}`;
  const scoring = chain(
    id,
    outcome,
    blank.answers.map((a, i) => ({ test: tests[i]!, points: a.fraction * share })),
  );
  return {
    declaration: responseDeclaration(id, 'single', 'float', []),
    interaction: tag('qti-text-entry-interaction', { 'response-identifier': id, [WEIGHT_ATTRIBUTE]: blank.weight }),
    term: variable(outcome),
    statements: [...fb.statements, scoring],
    outcome,
    feedbacks: fb.feedbacks,
  };
}

/**
 * A choice blank is an inline choice. Moodle's MULTIRESPONSE blank (`multiple`) has no inline QTI form:
 * it is written with cardinality multiple and data-assessly-multiple, which only we read back.
 */
function choiceBlank(blank: BlankOf<'choice'>, id: string, share: number): BlankOut {
  const ids = blank.options.map((_, i) => `${id}_${i + 1}`);
  const entries = blank.options
    .map((o, i) => ({ key: ids[i]!, points: o.fraction * share }))
    .filter((e) => e.points !== 0);
  const fb = answerFeedback(
    id,
    blank.options.map((o, i) => ({ feedback: o.feedback, test: { op: 'identifier', value: ids[i]! } })),
  );
  const attrs = {
    'response-identifier': id,
    shuffle: blank.shuffle ? 'true' : 'false',
    [WEIGHT_ATTRIBUTE]: blank.weight,
    [LAYOUT_ATTRIBUTE]: blank.layout,
    [MULTIPLE_ATTRIBUTE]: blank.multiple === undefined ? undefined : String(blank.multiple),
    [SHUFFLE_ATTRIBUTE]: blank.shuffle === undefined ? undefined : String(blank.shuffle),
  };
  const choices = blank.options.map(
    (o, i) => `<qti-inline-choice identifier="${ids[i]}">${shortXml(o.text)}</qti-inline-choice>`,
  );
  return {
    declaration: responseDeclaration(id, blank.multiple ? 'multiple' : 'single', 'identifier', [], { entries }),
    interaction: tag('qti-inline-choice-interaction', attrs, ...choices),
    term: tag('qti-map-response', { identifier: id }),
    statements: fb.statements,
    feedbacks: fb.feedbacks,
  };
}

function blankOut(blank: ClozeBlank, share: number): BlankOut {
  const id = `R${blank.no}`;
  if (blank.kind === 'text') return textBlank(blank, id, share);
  if (blank.kind === 'number') return numberBlank(blank, id, share);
  return choiceBlank(blank, id, share);
}

export function writeCloze(body: Extract<QuestionBody, { type: 'cloze' }>, mark: number): Written {
  const total = body.blanks.reduce((sum, b) => sum + b.weight, 0);
  const blanks = body.blanks.map((b) => ({ no: b.no, out: blankOut(b, total > 0 ? (b.weight / total) * mark : 0) }));
  const outs = blanks.map((b) => b.out);
  return {
    declarations: outs.map((o) => o.declaration),
    interaction: '',
    blanks: new Map(blanks.map((b) => [b.no, b.out.interaction])),
    statements: [
      ...outs.flatMap((o) => o.statements),
      setOutcome('SCORE', tag('qti-sum', {}, ...outs.map((o) => o.term))),
    ],
    outcomes: outs.flatMap((o) => (o.outcome ? [o.outcome] : [])),
    feedbacks: outs.flatMap((o) => o.feedbacks),
  };
}

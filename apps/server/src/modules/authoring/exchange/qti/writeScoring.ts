import { baseValue, setOutcome, tag, value, variable } from './xmlWrite.js';

/**
 * The declarations and response processing the writer emits, in QTI 3.0. Points are fractions of the
 * mark times the mark (so that a QTI player's SCORE is out of the mark, which MAXSCORE states), and the
 * standard templates are used wherever they say exactly what the model means.
 */
export const TEMPLATES = {
  matchCorrect: 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml',
  mapResponse: 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/map_response.xml',
};

/** Points written for a fraction of a mark: exact enough that points / mark rounds back to the fraction. */
export const points = (fraction: number, mark: number): number => fraction * mark;

export interface MapEntryOut {
  key: string;
  points: number;
  caseSensitive?: boolean;
}

export function responseDeclaration(
  id: string,
  cardinality: string,
  baseType: string,
  correct: string[],
  mapping?: { entries: MapEntryOut[]; upperBound?: number },
): string {
  const parts: string[] = [];
  if (correct.length > 0) parts.push(tag('qti-correct-response', {}, ...correct.map(value)));
  if (mapping)
    parts.push(
      tag(
        'qti-mapping',
        { 'default-value': 0, 'upper-bound': mapping.upperBound },
        ...mapping.entries.map((e) =>
          tag('qti-map-entry', {
            'map-key': e.key,
            'mapped-value': e.points,
            'case-sensitive': e.caseSensitive === undefined ? undefined : String(e.caseSensitive),
          }),
        ),
      ),
    );
  return tag('qti-response-declaration', { identifier: id, cardinality, 'base-type': baseType }, ...parts);
}

export function outcomeDeclaration(id: string, baseType: string, cardinality: string, defaultValue?: string | number) {
  const value_ = defaultValue === undefined ? [] : [tag('qti-default-value', {}, value(defaultValue))];
  return tag('qti-outcome-declaration', { identifier: id, cardinality, 'base-type': baseType }, ...value_);
}

/** SCORE, MAXSCORE (the mark), and the feedback outcomes when the item shows feedback. */
export function outcomeDeclarations(mark: number, extra: string[], feedback: boolean, general: boolean): string[] {
  return [
    outcomeDeclaration('SCORE', 'float', 'single', 0),
    outcomeDeclaration('MAXSCORE', 'float', 'single', mark),
    ...extra.map((id) => outcomeDeclaration(id, 'float', 'single', 0)),
    ...(feedback ? [outcomeDeclaration('FEEDBACK', 'identifier', 'multiple')] : []),
    ...(general ? [outcomeDeclaration(GENERAL_FEEDBACK, 'identifier', 'single', GENERAL_SHOWN)] : []),
  ];
}

/** The general feedback (our explanation): shown always, as its outcome's default is its identifier. */
export const GENERAL_FEEDBACK = 'GENERAL_FEEDBACK';
export const GENERAL_SHOWN = 'shown';

/** match_correct with the mark as the points: `if match(R, correct) then SCORE = MAXSCORE else 0`. */
export const matchCorrectToMax = (response: string, target = 'SCORE') =>
  tag(
    'qti-response-condition',
    {},
    tag(
      'qti-response-if',
      {},
      tag('qti-match', {}, variable(response), tag('qti-correct', { identifier: response })),
      setOutcome(target, variable('MAXSCORE')),
    ),
    tag('qti-response-else', {}, setOutcome(target, baseValue('float', 0))),
  );

export const mapToScore = (response: string) => setOutcome('SCORE', tag('qti-map-response', { identifier: response }));

/** A test of a response against one answer: stringMatch, equal (with a tolerance) or match. */
export type AnswerTest =
  | { op: 'string'; value: string; caseSensitive: boolean }
  | { op: 'number'; value: number; tolerance: number }
  | { op: 'identifier'; value: string };

export function testXml(response: string, test: AnswerTest): string {
  if (test.op === 'string')
    return tag(
      'qti-string-match',
      { 'case-sensitive': String(test.caseSensitive) },
      variable(response),
      baseValue('string', test.value),
    );
  if (test.op === 'number') {
    const mode =
      test.tolerance === 0
        ? { 'tolerance-mode': 'exact' }
        : { 'tolerance-mode': 'absolute', tolerance: test.tolerance };
    return tag('qti-equal', mode, variable(response), baseValue('float', test.value));
  }
  return tag('qti-match', {}, variable(response), baseValue('identifier', test.value));
}

/** `if t1 then X = p1 elseif t2 then X = p2 … else X = 0`: the first answer that holds scores. */
export function chain(response: string, target: string, branches: { test: AnswerTest; points: number }[]): string {
  const parts = branches.map((b, i) =>
    tag(
      i === 0 ? 'qti-response-if' : 'qti-response-else-if',
      {},
      testXml(response, b.test),
      setOutcome(target, baseValue('float', b.points)),
    ),
  );
  return tag(
    'qti-response-condition',
    {},
    ...parts,
    tag('qti-response-else', {}, setOutcome(target, baseValue('float', 0))),
  );
}

/** Shows the feedback of one answer: `if test then FEEDBACK = FEEDBACK + id`. Skipped by our reader. */
export const feedbackWhen = (response: string, test: AnswerTest, id: string) =>
  tag(
    'qti-response-condition',
    {},
    tag(
      'qti-response-if',
      {},
      testXml(response, test),
      setOutcome('FEEDBACK', tag('qti-multiple', {}, variable('FEEDBACK'), baseValue('identifier', id))),
    ),
  );

/** Shows the chosen options' own feedback (the feedbackInline that bears each choice's identifier). */
export const feedbackOfChoices = (response: string) =>
  setOutcome('FEEDBACK', tag('qti-multiple', {}, variable('FEEDBACK'), variable(response)));

/** The feedback of answer `index` of a response, as our reader finds it again: FB-<response>-<index>. */
export const feedbackId = (response: string, index: number) => `FB-${response}-${index}`;

export function processing(statements: string[], template?: string): string {
  if (template && statements.length === 0) return tag('qti-response-processing', { template });
  return tag('qti-response-processing', {}, ...statements);
}

/**
 * One question's interaction and scoring in QTI 3.0, per type. What a type gives: the response
 * declarations, the interaction(s) (after the question's text in the item body), the statements of its
 * response processing (or a template), the extra numeric outcomes it sets and its modal feedbacks.
 */
export interface Written {
  declarations: string[];
  /** The interaction, or for a cloze the text's markers replaced (see writeCloze). */
  interaction: string;
  /** For a cloze: the interactions by blank number, put in place of `[[n]]` in the text. */
  blanks?: Map<number, string>;
  statements: string[];
  template?: string;
  outcomes: string[];
  feedbacks: { id: string; text: string }[];
}

/** Feedback statements and texts of answers that carry one (FB-<response>-<index>). */
export function answerFeedback(response: string, answers: { feedback?: string; test: AnswerTest }[]) {
  const withFeedback = answers.map((a, i) => ({ ...a, id: feedbackId(response, i) })).filter((a) => a.feedback);
  return {
    statements: withFeedback.map((a) => feedbackWhen(response, a.test, a.id)),
    feedbacks: withFeedback.map((a) => ({ id: a.id, text: a.feedback! })),
  };
}

import type { NumericAnswer, NumericUnit, QuestionBody } from '@assessly/shared';
import { isTrue, numberOf } from './moodleValues.js';
import { checkOptionCount, checkPart, invalid, unsupported, type ReasonNotes } from '../reasons.js';
import { noteCombinedFeedback, readAnswers, requireAnswers, withFeedback, type MoodleAnswer } from './readAnswers.js';
import { child, childrenNamed, textOf, valueOf, type XmlElement } from './xmlTree.js';

/**
 * The bodies of the Moodle types that map one to one onto the model. Each reader takes the <question>
 * element and answers the body, or throws ItemRefused (invalid / unsupported) with its reason.
 * Read and dropped without a note, since they change neither the question nor its scoring here:
 * <penalty> (Moodle's penalty per extra try in interactive mode), <hidden>, <idnumber>, <tags>, <hint>,
 * <shuffleanswers> and <answernumbering> (our exam screen decides the order and numbering of options).
 */

/** multichoice: `<single>` false (or 0) is multiple response; fractions are per option. */
export function readChoice(question: XmlElement, notes: ReasonNotes): QuestionBody {
  const single = (valueOf(question, 'single') ?? 'true').toLowerCase();
  const answers = readAnswers(question);
  requireAnswers(answers, 2);
  const options = answers.map((a) => withFeedback({ text: checkPart(a.text), fraction: a.fraction }, a.feedback));
  // A broken question is reported invalid before one with too many options is reported unsupported.
  checkOptionCount(options.length);
  noteCombinedFeedback(question, notes);
  return { type: 'choice', multiple: single === 'false' || single === '0' || single === '', options };
}

/** truefalse: the answers are "true" and "false"; old files wrote them localised, true first (as Moodle reads them). */
export function readTrueFalse(question: XmlElement): QuestionBody {
  const answers = readAnswers(question);
  if (answers.length !== 2) invalid('noTrueFalse');
  const named = (word: string) => answers.find((a) => a.text.toLowerCase() === word);
  const trueAnswer = named('true') ?? answers[0]!;
  const falseAnswer = named('false') ?? answers.find((a) => a !== trueAnswer)!;
  if (trueAnswer === falseAnswer) invalid('noTrueFalse');
  const body: QuestionBody = { type: 'trueFalse', correct: trueAnswer.fraction === 1 };
  if (trueAnswer.feedback !== undefined) body.feedbackTrue = trueAnswer.feedback;
  if (falseAnswer.feedback !== undefined) body.feedbackFalse = falseAnswer.feedback;
  return body;
}

/** shortanswer: `<usecase>1</usecase>` is case-sensitive; `*` stays a wildcard. */
export function readShortAnswer(question: XmlElement): QuestionBody {
  const answers = readAnswers(question).filter((a) => a.text !== '');
  requireAnswers(answers, 1);
  return {
    type: 'shortAnswer',
    caseSensitive: isTrue(valueOf(question, 'usecase')),
    answers: answers.map((a) => withFeedback({ text: checkPart(a.text), fraction: a.fraction }, a.feedback)),
  };
}

function readNumericAnswer(answer: MoodleAnswer): NumericAnswer {
  const value = numberOf(answer.text);
  if (!Number.isFinite(value)) invalid('badNumber', { value: answer.text });
  const rawTolerance = valueOf(answer.el, 'tolerance');
  const tolerance = rawTolerance === undefined || rawTolerance === '' ? 0 : numberOf(rawTolerance);
  if (!Number.isFinite(tolerance) || tolerance < 0) invalid('badTolerance', { value: rawTolerance ?? '' });
  return withFeedback({ value, tolerance, fraction: answer.fraction }, answer.feedback);
}

function readUnits(question: XmlElement): NumericUnit[] {
  const units = child(question, 'units');
  if (!units) return [];
  return childrenNamed(units, 'unit').flatMap((el) => {
    const unit = valueOf(el, 'unit_name') ?? '';
    if (unit === '') return [];
    const multiplier = numberOf(valueOf(el, 'multiplier') ?? '1');
    if (!Number.isFinite(multiplier) || multiplier === 0) invalid('badMultiplier', { unit });
    return [{ unit: checkPart(unit), multiplier }];
  });
}

// qtype_numerical's constants: showunits 3 is UNITNONE (no unit is asked for); unitgradingtype 1 and 2
// grade the unit (a penalty out of the response's mark or out of the question's), 0 leaves it optional.
const UNIT_NONE = '3';
const UNIT_OPTIONAL = '0';

/**
 * numerical: values with an absolute tolerance, each with its fraction; units with multipliers.
 * unitRequired is true when Moodle grades the unit and shows a unit field (unitgradingtype 1 or 2 and
 * showunits not 3). Moodle then takes `<unitpenalty>` off for a wrong unit; here a required unit that is
 * wrong or missing scores 0, so a penalty below 100% is noted. The catch-all answer `*` (any other
 * number) can only carry feedback here when its fraction is 0; with credit it is refused.
 */
export function readNumerical(question: XmlElement, notes: ReasonNotes): QuestionBody {
  const all = readAnswers(question);
  const catchAll = all.filter((a) => a.text === '*' || a.text === '');
  if (catchAll.some((a) => a.fraction !== 0)) unsupported('unsupportedAnyNumber');
  if (catchAll.some((a) => a.feedback !== undefined)) notes.add('noteAnyNumberFeedback');
  const answers = all.filter((a) => !catchAll.includes(a));
  requireAnswers(answers, 1);
  const units = readUnits(question);
  const graded = (valueOf(question, 'unitgradingtype') ?? UNIT_OPTIONAL) !== UNIT_OPTIONAL;
  const unitRequired = graded && valueOf(question, 'showunits') !== UNIT_NONE && units.length > 0;
  const penalty = numberOf(valueOf(question, 'unitpenalty') ?? '0.1');
  if (unitRequired && penalty < 1) notes.add('noteUnitPenalty', { percent: Math.round(penalty * 1e5) / 1e3 });
  return { type: 'numerical', answers: answers.map(readNumericAnswer), units, unitRequired };
}

/**
 * matching: each `<subquestion>` is a stem and the choice it matches; a subquestion with an empty text is
 * an extra choice (a distractor), as Moodle's own form makes them; one with neither is skipped.
 */
export function readMatching(question: XmlElement, notes: ReasonNotes): QuestionBody {
  const pairs: { stem: string; choice: string }[] = [];
  const distractors: string[] = [];
  for (const sub of childrenNamed(question, 'subquestion')) {
    const stem = textOf(sub);
    const choice = textOf(child(sub, 'answer'));
    if (stem === '' && choice === '') continue;
    if (choice === '') invalid('pairWithoutChoice', { stem });
    if (stem === '') distractors.push(checkPart(choice));
    else pairs.push({ stem: checkPart(stem), choice: checkPart(choice) });
  }
  if (pairs.length === 0) invalid('noPairs');
  noteCombinedFeedback(question, notes);
  return { type: 'matching', pairs, distractors };
}

/** essay: graded by hand (descriptive). Its response settings are the exam screen's concern here. */
export function readEssay(question: XmlElement, notes: ReasonNotes): QuestionBody {
  if (textOf(child(question, 'graderinfo')) !== '' || textOf(child(question, 'responsetemplate')) !== '')
    notes.add('noteGraderInfo');
  return { type: 'descriptive' };
}

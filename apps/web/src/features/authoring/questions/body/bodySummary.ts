// The questions table's "Correct answer" cell (issue 22): one readable line per type, e.g.
// "Paris (100 %), Marseille (50 %)" or "Pairs: 3 · distractors: 1", in the user's language.
import { ANSWER_SEPARATOR, type ClozeBlank, type NumericAnswer, type QuestionBody } from '@assessly/shared';
import { typeKeyOf } from './bodyForm';

/** What a summary reads of a question row. */
export interface SummarySource {
  questionTypeId: number;
  correctOptionText: string;
  body?: QuestionBody | null;
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface Formats {
  percent: (fraction: number) => string;
  number: (n: number) => string;
}

/** Percentages and numbers as the user's language writes them. */
export function summaryFormats(locale: string): Formats {
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return { percent: (f) => percent.format(f), number: (n) => number.format(n) };
}

/** "text (50 %)" for each answer that earns or costs something, best first as the author wrote them. */
function weighted(answers: { text: string; fraction: number }[], f: Formats): string {
  return answers
    .filter((a) => a.fraction !== 0)
    .map((a) => `${a.text} (${f.percent(a.fraction)})`)
    .join(', ');
}

/** "3.14 ± 0.01 (100 %)" for each value that earns or costs something. */
function numeric(answers: NumericAnswer[], f: Formats): string {
  return answers
    .filter((a) => a.fraction !== 0)
    .map((a) => {
      const value = a.tolerance ? `${f.number(a.value)} ± ${f.number(a.tolerance)}` : f.number(a.value);
      return `${value} (${f.percent(a.fraction)})`;
    })
    .join(', ');
}

/**
 * The answers of one cloze blank, as the preview writes them: a choice blank's every option (the
 * candidate picks among them all), with the credit of those that earn or cost something.
 */
export function blankAnswers(blank: ClozeBlank, f: Formats): string {
  if (blank.kind === 'number') return numeric(blank.answers, f);
  if (blank.kind === 'text') return weighted(blank.answers, f);
  return blank.options.map((o) => (o.fraction ? `${o.text} (${f.percent(o.fraction)})` : o.text)).join(', ');
}

function bodySummary(body: QuestionBody, t: Translate, f: Formats): string {
  switch (body.type) {
    case 'choice':
      return weighted(body.options, f);
    case 'trueFalse':
      return body.correct ? t('questions.answerTrue') : t('questions.answerFalse');
    case 'shortAnswer': {
      const answers = weighted(body.answers, f);
      return body.caseSensitive ? `${answers} · ${t('questions.summaryCaseSensitive')}` : answers;
    }
    case 'numerical': {
      const values = numeric(body.answers, f);
      const units = body.units.map((u) => u.unit).join(', ');
      return units ? `${values} · ${t('questions.summaryUnits', { units })}` : values;
    }
    case 'matching':
      return t('questions.summaryMatching', { pairs: body.pairs.length, distractors: body.distractors.length });
    case 'ordering':
      return t('questions.summaryOrdering', {
        count: body.items.length,
        scoring: t(`questions.scoring.${body.scoring}`),
      });
    case 'cloze':
      return t('questions.summaryCloze', {
        count: body.blanks.length,
        kinds: body.blanks.map((b) => t(`questions.blankKind.${b.kind}`)).join(', '),
      });
    case 'descriptive':
      return t('questions.summaryDescriptive');
  }
}

/** The correct-answer summary of a row; choice questions without a body show their correct options. */
export function answerSummary(row: SummarySource, t: Translate, locale: string): string {
  if (row.body) return bodySummary(row.body, t, summaryFormats(locale));
  const type = typeKeyOf(row.questionTypeId);
  if (type === 'descriptive') return t('questions.summaryDescriptive');
  return row.correctOptionText.split(ANSWER_SEPARATOR).filter(Boolean).join(', ');
}

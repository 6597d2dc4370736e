import {
  OPTION_LETTERS,
  QUESTION_TYPE_ID,
  resultsApi as routes,
  type ItemAnalysis,
  type QuestionTypeKey,
} from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../../errors/errorHandler.js';
import { itemAnalysis } from '../index.js';
import { serve } from '../../../lib/serve.js';
import { sendTable } from '../../../lib/export/sendTable.js';
import type { ExportColumn, TableRow } from '../../../lib/export/tableTypes.js';

type Labels = (typeof translations)['en']['analytics'];
type TypeNames = (typeof translations)['en']['questions']['typeNames'];
type Item = ItemAnalysis['items'][number];

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

/** The columns of the CSV: the screen's table, with each option's text and count side by side. */
function columns(labels: Labels): ExportColumn[] {
  return [
    { key: 'number', header: labels.colNumber },
    { key: 'question', header: labels.colQuestion },
    { key: 'type', header: labels.csvType },
    { key: 'answered', header: labels.colAnswered },
    { key: 'facility', header: labels.csvFacility },
    { key: 'discrimination', header: labels.colDiscrimination },
    ...OPTION_LETTERS.flatMap((letter) => [
      { key: `option${letter}`, header: fill(labels.csvOption, { letter }) },
      { key: `chosen${letter}`, header: fill(labels.csvChosen, { letter }) },
    ]),
    { key: 'correct', header: labels.csvCorrect },
    { key: 'skipped', header: labels.colSkipped },
    { key: 'pending', header: labels.csvPending },
  ];
}

const TYPE_KEYS = Object.keys(QUESTION_TYPE_ID) as QuestionTypeKey[];

/** The question type's name in the reader's language (issue 22's eight types; the spec's two as before). */
function typeName(labels: Labels, typeNames: TypeNames, questionTypeId: number): string {
  if (questionTypeId === QUESTION_TYPE_ID.choice) return labels.typeChoice;
  if (questionTypeId === QUESTION_TYPE_ID.descriptive) return labels.typeDescriptive;
  const key = TYPE_KEYS.find((k) => QUESTION_TYPE_ID[k] === questionTypeId);
  return key ? typeNames[key] : String(questionTypeId);
}

/**
 * One question as a CSV row: facility in percent (1 decimal), discrimination with 2 decimals; the right
 * options' letters, or the readable key of a type without options (issue 22).
 */
function row(labels: Labels, typeNames: TypeNames, item: Item, index: number): TableRow {
  const letters = item.options.filter((o) => o.correct).map((o) => o.letter);
  const out: TableRow = {
    number: index + 1,
    question: item.questionDetail,
    type: typeName(labels, typeNames, item.questionTypeId),
    answered: item.answered,
    facility: item.facility === null ? '' : Math.round(item.facility * 1000) / 10,
    discrimination: item.discrimination === null ? '' : item.discrimination.toFixed(2),
    correct: letters.length > 0 ? letters.join(', ') : (item.key ?? ''),
    skipped: item.skipped,
    pending: item.pending,
  };
  for (const option of item.options) {
    out[`option${option.letter}`] = option.text;
    out[`chosen${option.letter}`] = option.chosen;
  }
  return out;
}

/** GET /api/Export/itemAnalysis/csv?quizTopicId=: the item analysis table as item-analysis.csv. */
const itemAnalysisExport: FastifyPluginAsync = async (app) => {
  serve(app, routes.ExportItemAnalysis, async (request, reply) => {
    // Computed before the headers go out, so an unknown assessment still answers a clean 404.
    const analysis = await itemAnalysis(app.db, request.query.quizTopicId);
    const locale = requestLocale(request);
    const labels = translations[locale].analytics;
    const typeNames = translations[locale].questions.typeNames;
    return sendTable(reply, {
      format: 'csv',
      fileName: 'item-analysis',
      columns: columns(labels),
      rows: analysis.items.map((item, i) => row(labels, typeNames, item, i)),
    });
  });
};
export default itemAnalysisExport;

import type { Readable } from 'node:stream';
import {
  QUESTION_TYPE_ID,
  type ImportReportLine,
  type Locale,
  type ParsedBank,
  type QuestionBody,
  type QuestionDraft,
  type QuestionTypeKey,
} from '@assessly/shared';
import { categoryFromPath, numberOf, textFormatOf } from './moodleValues.js';
import { readChoice, readEssay, readMatching, readNumerical, readShortAnswer, readTrueFalse } from './readBodies.js';
import { readCloze } from './readCloze.js';
import { legacyImage, takeQuestionImage } from './questionImage.js';
import { readFiles } from './readFiles.js';
import { readOrdering } from './readOrdering.js';
import {
  invalid,
  ItemRefused,
  ReasonNotes,
  reasonsText,
  reasonText,
  unsupported,
  type ExchangeOptions,
} from '../reasons.js';
import { child, streamQuestions, textOf, valueOf, type XmlElement } from './xmlTree.js';

type Reader = (question: XmlElement, notes: ReasonNotes, text: string) => QuestionBody;

/** The Moodle types read, by the name in `<question type="…">` (Moodle writes match as matching, multianswer as cloze). */
const READERS: Record<string, { key: QuestionTypeKey; read: Reader }> = {
  multichoice: { key: 'choice', read: readChoice },
  truefalse: { key: 'trueFalse', read: readTrueFalse },
  shortanswer: { key: 'shortAnswer', read: readShortAnswer },
  numerical: { key: 'numerical', read: readNumerical },
  matching: { key: 'matching', read: readMatching },
  match: { key: 'matching', read: readMatching },
  essay: { key: 'descriptive', read: readEssay },
  ordering: { key: 'ordering', read: readOrdering },
  cloze: { key: 'cloze', read: readCloze },
  multianswer: { key: 'cloze', read: readCloze },
};

function readerOf(type: string) {
  if (type === '') invalid('noType');
  if (type === 'random') unsupported('unsupportedRandom');
  if (type === 'description') unsupported('unsupportedDescription');
  return READERS[type] ?? unsupported('unsupportedType', { type });
}

/** `<defaultgrade>`, or for a cloze question without one (Moodle writes none) the sum of its blanks' weights. */
function markOf(question: XmlElement, body: QuestionBody): number {
  const raw = valueOf(question, 'defaultgrade');
  if (raw === undefined && body.type === 'cloze') return body.blanks.reduce((sum, b) => sum + b.weight, 0);
  const mark = raw === undefined ? 1 : numberOf(raw);
  if (!Number.isFinite(mark) || mark < 0) invalid('badMark', { value: raw ?? '' });
  return mark;
}

function readDraft(question: XmlElement, type: string, category: string | undefined, notes: ReasonNotes) {
  const reader = readerOf(type);
  const questionText = child(question, 'questiontext');
  // The question's own image, as our export writes it after the text, is not part of the text.
  const { text, image } = takeQuestionImage(textOf(questionText));
  if (text === '') invalid('noText');
  const body = reader.read(question, notes, text);
  const draft: QuestionDraft = {
    text,
    textFormat: textFormatOf(questionText?.attrs.format),
    mark: markOf(question, body),
    body,
    explanation: textOf(child(question, 'generalfeedback')),
  };
  const title = textOf(child(question, 'name'));
  if (title !== '') draft.title = title;
  if (category !== undefined) draft.category = category;
  const files = readFiles(question, notes);
  const legacy = image === undefined ? legacyImage(question) : undefined;
  if (legacy && !files.some((f) => f.name === legacy.name)) files.push(legacy);
  if (files.length > 0) draft.files = files;
  const own = image ?? legacy?.name;
  if (own !== undefined && files.some((f) => f.name === own)) draft.image = own;
  else if (own !== undefined) notes.add('noteImageNotInFile', { file: own });
  return draft;
}

/** Reads the questions one by one as the stream hands them over; a category applies to the questions after it. */
class BankBuilder {
  private item = 0;
  private category: string | undefined;
  readonly bank: ParsedBank = { questions: [], report: [] };

  constructor(private readonly locale: Locale) {}

  add(question: XmlElement) {
    const type = (question.attrs.type ?? '').trim().toLowerCase();
    if (type === 'category') {
      this.category = categoryFromPath(textOf(child(question, 'category')));
      return;
    }
    const item = String(++this.item);
    const title = textOf(child(question, 'name'));
    const notes = new ReasonNotes();
    try {
      const draft = readDraft(question, type, this.category, notes);
      this.bank.questions.push({ item, draft });
      this.report(item, title, 'ok', reasonsText(this.locale, notes.all), QUESTION_TYPE_ID[draft.body.type]);
    } catch (error) {
      if (!(error instanceof ItemRefused)) throw error;
      const key = READERS[type]?.key;
      const typeId = error.status === 'invalid' && key ? QUESTION_TYPE_ID[key] : null;
      this.report(item, title, error.status, reasonText(this.locale, error.reason), typeId);
    }
  }

  private report(item: string, title: string, status: ImportReportLine['status'], reason: string, id: number | null) {
    this.bank.report.push({ item, title, status, reason, questionTypeId: id });
  }
}

/**
 * Reads a Moodle XML question bank, streamed (saxes): categories, multichoice, truefalse, shortanswer,
 * numerical, matching, essay, cloze (multianswer) and ordering questions become drafts; every other type
 * gets an `unsupported` report line naming it, and a question that breaks the type's rules an `invalid`
 * one. item is the question's position in the file, from 1, category entries not counted; title its
 * <name>. A category entry ("$course$/top/A/B") sets the category "A/B" of the questions after it.
 * A file that is not well-formed XML is refused as a whole with a MoodleXmlError (an ImportProblem giving
 * the line), never a report: after a break nothing in it can be trusted. The report's reasons are in
 * `locale` (English by default).
 */
export async function parseMoodleXml(
  input: Readable | Buffer,
  { locale = 'en' }: ExchangeOptions = {},
): Promise<ParsedBank> {
  const builder = new BankBuilder(locale);
  await streamQuestions(input, (question) => builder.add(question));
  return builder.bank;
}

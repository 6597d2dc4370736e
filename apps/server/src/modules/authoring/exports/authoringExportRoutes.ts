import {
  ANSWER_SEPARATOR,
  authoringApi as routes,
  cutDateTime,
  isOnLive,
  questionTypeEntry,
  type QuestionBody,
} from '@assessly/shared';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../errors/AppError.js';
import { requestLocale } from '../../../errors/errorHandler.js';
import { findQuizTopic } from '../index.js';
import { exportBank } from './bankExport.js';
import { categoryRows, questionRows, quizTopicRows } from './exportRepository.js';
import { serve } from '../../../lib/serve.js';
import { sendTable, type TableExport } from '../../../lib/export/sendTable.js';
import { documentLabels, fill, mapRows, type Labels } from '../../../lib/export/exportDocument.js';

/**
 * The right answer as the questions table shows it: a question with a body (issue 22) by its type's key
 * display (accepted answers with their credit, the pairs, the order, each blank's key); else the texts of
 * its right options.
 */
function correctAnswerText(q: { questionTypeId: number; questionData: string | null; correctOptionText: string }) {
  const entry = q.questionData ? questionTypeEntry(q.questionTypeId) : undefined;
  if (entry) return entry.displayKey(JSON.parse(q.questionData!) as QuestionBody);
  return q.correctOptionText.split(ANSWER_SEPARATOR).filter(Boolean).join(', ');
}

const optionName = (labels: Labels, prefix: 'markOption' | 'participantOption', id: number) =>
  (labels as Record<string, string>)[`${prefix}${id}`] ?? String(id);

/** PDF, Excel and CSV exports of the authoring tables (spec 001: assessments, categories, questions). */
const authoringExportRoutes: FastifyPluginAsync = async (app) => {
  serve(app, routes.ExportQuizTopics, async (request, reply) => {
    const { labels, ...document } = documentLabels(requestLocale(request));
    const now = new Date();
    const table: TableExport = {
      format: request.params.format,
      fileName: 'assessments',
      title: labels.quizTopicsTitle,
      ...document,
      columns: [
        { key: 'quizTitle', header: labels.quizTitle, width: 30 },
        { key: 'quizTime', header: labels.quizTime, width: 10 },
        { key: 'quizTotalMarks', header: labels.quizTotalMarks, width: 10 },
        { key: 'quizPassMarks', header: labels.quizPassMarks, width: 10 },
        { key: 'markOption', header: labels.markOption, width: 18 },
        { key: 'participantOption', header: labels.participantOption, width: 18 },
        { key: 'questionsCount', header: labels.questionsCount, width: 10 },
        { key: 'status', header: labels.status, width: 9 },
        { key: 'scheduleStart', header: labels.scheduleStart, width: 16 },
        { key: 'scheduleEnd', header: labels.scheduleEnd, width: 16 },
        { key: 'price', header: labels.price, width: 9 },
      ],
      rows: mapRows(quizTopicRows(app.db), (t) => ({
        quizTitle: t.quizTitle,
        quizTime: t.quizTime,
        quizTotalMarks: t.quizTotalMarks,
        quizPassMarks: t.quizPassMarks,
        markOption: optionName(labels, 'markOption', t.quizMarkOptionId),
        participantOption: optionName(labels, 'participantOption', t.quizParticipantOptionId),
        questionsCount: Number(t.questionsCount ?? 0),
        status: isOnLive({ ...t, isRunning: t.isRunning === 1 }, now) ? labels.onLive : '',
        scheduleStart: cutDateTime(t.quizscheduleStartTime),
        scheduleEnd: cutDateTime(t.quizscheduleEndTime),
        price: t.quizPrice,
      })),
    };
    return sendTable(reply, table);
  });

  serve(app, routes.ExportCategories, async (request, reply) => {
    const { labels, ...document } = documentLabels(requestLocale(request));
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'question-categories',
      title: labels.categoriesTitle,
      ...document,
      columns: [
        { key: 'name', header: labels.categoryName, width: 40 },
        { key: 'questionsCount', header: labels.categoryQuestions, width: 15 },
      ],
      rows: mapRows(categoryRows(app.db), (c) => ({
        name: c.questionCategoryName,
        questionsCount: Number(c.questionsCount ?? 0),
      })),
    });
  });

  serve(app, routes.ExportQuestions, async (request, reply) => {
    const quiz = (await findQuizTopic(app.db, request.query.quizTopicId)) ?? notFound();
    const { labels, ...document } = documentLabels(requestLocale(request));
    const options = ['A', 'B', 'C', 'D', 'E'] as const;
    const rich = { rich: true, codeKey: 'isCodeSnippet' };
    return sendTable(reply, {
      format: request.params.format,
      fileName: 'questions-table',
      title: fill(labels.questionsTitle, { title: quiz.quizTitle }),
      ...document,
      // Question, options and answers print code and formulas as the screens show them (issue 20).
      columns: [
        { key: 'question', header: labels.question, width: 40, ...rich },
        { key: 'category', header: labels.category, width: 16 },
        { key: 'marks', header: labels.marks, width: 8 },
        ...options.map((l) => ({ key: `option${l}`, header: labels[`option${l}`], width: 16, ...rich })),
        { key: 'correctAnswer', header: labels.correctAnswer, width: 20, ...rich },
      ],
      rows: mapRows(questionRows(app.db, quiz.quizTopicId), (q) => ({
        question: q.questionDetail,
        category: q.questionCategoryName,
        marks: q.perQuestionMark,
        optionA: q.optionA,
        optionB: q.optionB,
        optionC: q.optionC,
        optionD: q.optionD,
        optionE: q.optionE,
        correctAnswer: correctAnswerText(q),
        isCodeSnippet: q.isCodeSnippet,
      })),
    });
  });

  // Issue 22: the question bank in GIFT, Moodle XML or QTI 3.0, to move it to another system or back here.
  serve(app, routes.ExportQuestionBank, async (request, reply) => {
    const { quizTopicId, format } = request.params;
    if (!(await findQuizTopic(app.db, quizTopicId))) notFound();
    const file = await exportBank(app.db, quizTopicId, format, requestLocale(request));
    return reply
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('X-Export-Skipped', String(file.skipped.length))
      .header('X-Export-Notes', String(file.notes.length))
      .send(file.data);
  });
};
export default authoringExportRoutes;

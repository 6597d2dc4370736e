// The question bank's tag calls and bulk changes (issue 23), part of the authoring table (routes.ts).
import { z } from 'zod';
import { defineRoutes } from '../common/routes.js';
import {
  bulkQuestionTagsInput,
  bulkQuestionsResponse,
  moveQuestionsInput,
  questionTagCountSchema,
  questionTagsInput,
  questionTagsSavedResponse,
} from './questionTags.js';

const questions = { access: 'admin', tags: ['Quiz: questions'] } as const;

export const questionTagRoutes = defineRoutes({
  UpdateQuestionTags: {
    ...questions,
    method: 'PUT',
    path: '/api/Quiz/UpdateQuestionTags',
    summary: "Replace a question's tags; answers the tags as stored",
    description:
      'Tags are trimmed (runs of spaces become one) and compared without regard to case: repeats are dropped, ' +
      'and a tag the site already has keeps its first spelling. A tag may not be empty, longer than 50 ' +
      'characters or hold #####; a question carries at most 20 tags (400 with the field: tagEmpty, tagTooLong, ' +
      'tagHasSeparator, tooManyTags). Tags are not shown to candidates, so a live assessment stays live.',
    body: questionTagsInput,
    response: questionTagsSavedResponse,
  },
  GetQuestionTags: {
    ...questions,
    method: 'GET',
    path: '/api/Quiz/GetQuestionTags',
    summary: 'Every tag of the site with its number of questions, most used first',
    response: z.array(questionTagCountSchema),
  },
  BulkUpdateQuestionTags: {
    ...questions,
    method: 'PUT',
    path: '/api/Quiz/BulkUpdateQuestionTags',
    summary: 'Add tags to and remove tags from every question named; answers their number',
    description:
      'All or nothing: an unknown question answers 404, and a question that would carry more than 20 tags ' +
      'answers 202 tooManyTags; a live assessment stays live.',
    body: bulkQuestionTagsInput,
    response: bulkQuestionsResponse,
  },
  MoveQuestionsToCategory: {
    ...questions,
    method: 'PUT',
    path: '/api/Quiz/MoveQuestionsToCategory',
    summary: 'Move every question named to one category; answers their number',
    description:
      'All or nothing: an unknown question answers 404, an unknown category 400. Candidates see a ' +
      "question's category, so a live assessment whose questions move is stopped, as an edit stops it " +
      '(liveInterruptionForRunningAssessment).',
    body: moveQuestionsInput,
    response: bulkQuestionsResponse,
  },
});

import {
  DEMO_ACCOUNTS,
  MARK_OPTION,
  PARTICIPANT_OPTION,
  QUESTION_TYPE,
  normalizeQuestion,
  normalizeQuizTopic,
  questionInput,
  questionProblems,
  quizTopicInput,
  quizTopicProblems,
  uniqueKey,
  type QuestionFormValues,
  type QuizTopicFormValues,
} from '@assessly/shared';
import type { DB } from '../../../db/database.js';
import { isUniqueViolation, nowIso } from '../../../db/dialect.js';
import { questionColumns } from '../questions/questionColumns.js';
import { insertQuestion } from '../questions/questionRepository.js';
import * as topics from './topicRepository.js';
import { refreshMarks } from './topicService.js';

type DemoQuestion = Partial<Omit<QuestionFormValues, 'quizTopicId' | 'questionCategoryId'>> & {
  questionDetail: string;
  category: string;
};

interface DemoAssessment {
  /** Parsed by the shared schema, which fills the defaults (e.g. empty price becomes 0). */
  quiz: Partial<QuizTopicFormValues> & { quizTitle: string };
  live: boolean;
  questions: DemoQuestion[];
}

const EASY = 1;
const MEDIUM = 2;

const choice = (
  questionDetail: string,
  options: [string, string, string, string],
  correct: 'A' | 'B' | 'C' | 'D',
  answerExplanation: string,
  category = 'General knowledge',
  questionLavelId = EASY,
): DemoQuestion => ({
  questionDetail,
  questionTypeId: QUESTION_TYPE.option,
  questionLavelId,
  category,
  optionA: options[0],
  optionB: options[1],
  optionC: options[2],
  optionD: options[3],
  correctOption: [correct],
  answerExplanation,
});

/** The demo's assessments: one live, marked quiz and one survey being prepared (spec 001 §4 mark options 1 and 2). */
const DEMO_ASSESSMENTS: DemoAssessment[] = [
  {
    quiz: {
      quizTitle: 'General knowledge quiz',
      quizTime: 10,
      quizMarkOptionId: MARK_OPTION.equal,
      quizParticipantOptionId: PARTICIPANT_OPTION.all,
      quizTotalMarks: 10,
      quizPassMarks: 5,
      allowCorrectOption: true,
      allowAnswerExplation: true,
      allowQuizSkip: true,
      allowMultipleAttempt: true,
    },
    live: true,
    questions: [
      choice(
        'What is the capital of Italy?',
        ['Madrid', 'Rome', 'Paris', 'Lisbon'],
        'B',
        'Rome is the capital of Italy.',
      ),
      choice(
        'What is $\\sqrt{16}$?',
        ['$2$', '$4$', '$8$', '$16$'],
        'B',
        'Since $4^2 = 16$, the square root of 16 is 4.',
        'Mathematics',
      ),
      choice(
        'Which planet is known as the Red Planet?',
        ['Mars', 'Venus', 'Jupiter', 'Saturn'],
        'A',
        'Iron oxide on its surface makes Mars look red.',
      ),
      choice(
        'How many continents are there on Earth?',
        ['Five', 'Six', 'Eight', 'Seven'],
        'D',
        'Africa, Antarctica, Asia, Australia, Europe, North America and South America.',
      ),
      choice(
        'Which gas do plants take from the air for photosynthesis?',
        ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Helium'],
        'C',
        'Plants turn carbon dioxide and water into sugar and oxygen.',
        'General knowledge',
        MEDIUM,
      ),
    ],
  },
  {
    quiz: {
      quizTitle: 'Course feedback survey',
      quizMarkOptionId: MARK_OPTION.survey,
      quizParticipantOptionId: PARTICIPANT_OPTION.all,
      allowQuizSkip: true,
    },
    live: false,
    questions: [
      {
        questionDetail: 'How would you rate the course overall?',
        questionTypeId: QUESTION_TYPE.option,
        questionLavelId: EASY,
        category: 'General knowledge',
        optionA: 'Excellent',
        optionB: 'Good',
        optionC: 'Fair',
        optionD: 'Poor',
      },
      {
        questionDetail: 'Which part of the course helped you most?',
        questionTypeId: QUESTION_TYPE.option,
        questionLavelId: EASY,
        category: 'General knowledge',
        optionA: 'The lectures',
        optionB: 'The exercises',
        optionC: 'The reading material',
        optionD: 'The group work',
      },
      {
        questionDetail: 'What should we improve in the next course?',
        questionTypeId: QUESTION_TYPE.descriptive,
        questionLavelId: EASY,
        category: 'General knowledge',
      },
    ],
  },
];

/** A category of the demo by name, created when an admin has removed it. */
async function demoCategoryId(db: DB, name: string): Promise<number> {
  const key = uniqueKey(name);
  await db
    .insertInto('question_category')
    .values({
      questionCategoryName: name,
      nameKey: key,
      addedBy: null,
      dateAdded: nowIso(),
      lastUpdatedBy: null,
      lastUpdated: null,
    })
    .onConflict((oc) => oc.column('nameKey').doNothing())
    .execute();
  const row = await db
    .selectFrom('question_category')
    .select('questionCategoryId')
    .where('nameKey', '=', key)
    .executeTakeFirstOrThrow();
  return row.questionCategoryId;
}

/** Stores one demo assessment through the same rules and storage helpers as the API; a rule broken is a bug here. */
async function insertDemoAssessment(db: DB, demo: DemoAssessment, adminId: number) {
  const quiz = normalizeQuizTopic(quizTopicInput.parse(demo.quiz));
  const problems = quizTopicProblems(quiz);
  if (problems.length > 0) throw new Error(`demo assessment ${quiz.quizTitle}: ${JSON.stringify(problems)}`);
  const quizTopicId = await topics.insertQuizTopic(db, quiz, adminId);
  for (const { category, ...fields } of demo.questions) {
    const raw = questionInput.parse({ ...fields, quizTopicId, questionCategoryId: await demoCategoryId(db, category) });
    const questionProblemsFound = questionProblems(raw, quiz);
    if (questionProblemsFound.length > 0)
      throw new Error(`demo question ${raw.questionDetail}: ${JSON.stringify(questionProblemsFound)}`);
    await insertQuestion(db, questionColumns(normalizeQuestion(raw, quiz)), adminId);
  }
  // The same consequences as a question saved through the API: marks follow the mark option, categories the questions.
  await refreshMarks(db, quizTopicId);
  await topics.refreshCategories(db, quizTopicId);
  if (demo.live) await topics.setRunning(db, quizTopicId, true, adminId);
}

/**
 * Demo assessments for the Quick start, each added once: an assessment whose title exists (the demo's
 * own, or one an admin created or renamed) is left alone, so running the seed again changes nothing.
 */
export async function seedDemoAssessments(db: DB): Promise<void> {
  const admin = await db
    .selectFrom('app_user')
    .select('userId')
    .where('email', '=', DEMO_ACCOUNTS.admin.email)
    .executeTakeFirst();
  if (!admin) return;
  // Seeded once per database: an admin who deletes or renames a demo assessment does not see it come back.
  const marker = await db.selectFrom('app_secret').select('name').where('name', '=', DEMO_MARKER).executeTakeFirst();
  if (marker) return;
  for (const demo of DEMO_ASSESSMENTS) {
    const titleKey = uniqueKey(demo.quiz.quizTitle);
    const exists = await db
      .selectFrom('quiz_topic')
      .select('quizTopicId')
      .where('titleKey', '=', titleKey)
      .executeTakeFirst();
    if (exists) continue;
    try {
      await db.transaction().execute((trx) => insertDemoAssessment(trx, demo, admin.userId));
    } catch (error) {
      // Another process seeding the same database at the same moment added it first.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  await db
    .insertInto('app_secret')
    .values({ name: DEMO_MARKER, value: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

const DEMO_MARKER = 'seed:demoAssessments';

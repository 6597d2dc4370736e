// Steps of the result sheet's browser tests (resultSheet.test.ts): the attempts it reads, taken and finished
// through the real API, and the readers of the sheet's fields, rows and PDF.
import type { Page } from 'playwright-core';
import { candidateApi, fixtures, openResult } from './candidateExamFixtures';

export interface Attempts {
  passed: number;
  hidden: number;
  survey: number;
  pending: number;
  long: number;
  code: number;
}

/** Five finished attempts of the demo candidate, one per kind of sheet. */
export async function takeAttempts(baseUrl: string): Promise<Attempts> {
  const f = await fixtures(baseUrl);
  const candidate = await candidateApi(baseUrl);
  // Question-wise marks (mark option 3): 1.25 + 2.5 + 3 = 6.75 in total.
  const physics = await f.quiz(
    {
      quizTitle: 'Result Physics',
      quizMarkOptionId: 3,
      quizPassMarks: 3,
      allowCorrectOption: true,
      allowAnswerExplation: true,
      allowMultipleAnswer: true,
      allowQuizSkip: true,
    },
    [
      {
        questionDetail: 'Which city is the capital of France?',
        optionA: 'Paris',
        optionB: 'Rome',
        correctOption: ['A'],
        perQuestionMark: 1.25,
        answerExplanation: 'Paris has been the capital for centuries.',
      },
      {
        questionDetail: 'Which numbers are prime?',
        optionA: '2',
        optionB: '3',
        optionC: '4',
        correctOption: ['A', 'B'],
        perQuestionMark: 2.5,
        answerExplanation: 'A prime has exactly two divisors.',
      },
      {
        questionDetail: 'Which planet is the largest?',
        optionA: 'Jupiter',
        optionB: 'Mars',
        correctOption: ['A'],
        perQuestionMark: 3,
      },
    ],
  );
  const [capital, primes, planet] = physics.questionIds as [number, number, number];
  const passed = await candidate.takeAndFinish(physics.quizTopicId, {
    [capital]: { userAnswer: 'Paris', pointerLeaveCount: 2, visibilitychangeCount: 1 },
    [primes]: { userAnswer: '2#####3' },
    [planet]: { isAnswerSkipped: true, pointerLeaveCount: null, visibilitychangeCount: null },
  });

  const hiddenQuiz = await f.quiz({ quizTitle: 'Result Hidden', quizTotalMarks: 10, quizPassMarks: 10 }, [
    { questionDetail: 'Is the sky green?', optionA: 'Never-shown-answer', optionB: 'Yes', correctOption: ['A'] },
  ]);
  const hidden = await candidate.takeAndFinish(hiddenQuiz.quizTopicId, {
    [hiddenQuiz.questionIds[0]!]: { userAnswer: 'Yes' },
  });

  const surveyQuiz = await f.quiz({ quizTitle: 'Result Survey', quizMarkOptionId: 2, quizTotalMarks: 0, quizTime: 0 }, [
    { questionDetail: 'Did you enjoy the course?', correctOption: [] },
  ]);
  const survey = await candidate.takeAndFinish(surveyQuiz.quizTopicId);

  const essay = await f.quiz({ quizTitle: 'Result Essay' }, [
    { questionDetail: 'Describe the water cycle.', questionTypeId: 2, optionA: '', optionB: '', correctOption: [] },
  ]);
  const pending = await candidate.takeAndFinish(essay.quizTopicId, {
    [essay.questionIds[0]!]: { userAnswer: 'Water evaporates, condenses and falls as rain.' },
  });

  const longText = 'This question has a long text so that the sheet needs several printed pages. '.repeat(3);
  const longQuiz = await f.quiz(
    { quizTitle: 'Result Long', quizTotalMarks: 40, quizPassMarks: 20, allowCorrectOption: true },
    Array.from({ length: 40 }, (_, i) => ({ questionDetail: `Question ${i + 1}. ${longText}` })),
  );
  const long = await candidate.takeAndFinish(longQuiz.quizTopicId);

  // Code and math as the exam shows them (issue 20): a code snippet, fenced code and formulas.
  const codeQuiz = await f.quiz(
    {
      quizTitle: 'Result Code',
      quizTotalMarks: 4,
      quizPassMarks: 2,
      allowCorrectOption: true,
      allowAnswerExplation: true,
    },
    [
      {
        questionDetail: 'for i in range(3):\n    print(i ** 2)',
        isCodeSnippet: true,
        optionA: 'print(0, 1, 4)',
        optionB: 'print(1, 4, 9)',
        correctOption: ['A'],
        answerExplanation:
          'Squares from $0^2$ to $2^2$:\n```python\nassert [i ** 2 for i in range(3)] == [0, 1, 4]\n```',
      },
      {
        questionDetail: 'Solve $x^2 - 5x + 6 = 0$. The roots satisfy $$\\frac{x_1 + x_2}{2} = \\frac{5}{2}$$',
        optionA: '$x = 2$ or $x = 3$',
        optionB: '$x = -2$',
        correctOption: ['A'],
        answerExplanation: 'Factor: $(x - 2)(x - 3) = 0$.',
      },
    ],
  );
  const [loop, roots] = codeQuiz.questionIds as [number, number];
  const code = await candidate.takeAndFinish(codeQuiz.quizTopicId, {
    [loop]: { userAnswer: 'print(0, 1, 4)' },
    [roots]: { userAnswer: '$x = 2$ or $x = 3$' },
  });
  return { passed, hidden, survey, pending, long, code };
}

export const field = (page: Page, name: string) => page.getByTestId(`result-${name}`).innerText();
export const headers = (page: Page) => page.getByTestId('result-table').getByRole('columnheader').allInnerTexts();

/** The table's rows as cell texts (wide layout). */
export async function rows(page: Page): Promise<string[][]> {
  const all = await page.getByTestId('result-table-row').all();
  return Promise.all(all.map(async (row) => (await row.locator('td').allInnerTexts()).map((s) => s.trim())));
}

export async function openSheet(page: Page, baseUrl: string, attemptId: number) {
  await openResult(page, baseUrl, attemptId);
  await page.getByTestId('result-table-row').first().waitFor({ state: 'visible' });
}

/** The PDF's page objects ('/Type /Pages' is the page tree, not a page). */
export const pdfPages = (pdf: string) => (pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/**
 * The answer inputs of the exam screen in one place, for the tests. The screen imports each on its own
 * (ExamScreen.tsx): the options with it, the text answer only when a descriptive question needs it.
 */
export { ExamOptions, optionInputId } from './ExamChoices';
export { ExamTextAnswer } from './ExamTextAnswer';

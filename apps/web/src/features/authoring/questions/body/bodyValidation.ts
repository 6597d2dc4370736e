// The body of the question being written, built from the dialog's fields and judged by the shared rules
// (the registry's body schema, the cloze parser) as the author types; each message lands on the field
// that shows the value it is about.
import { bodyKeyProblem, parseCloze, questionBodySchema, type QuestionBody } from '@assessly/shared';
import { bodyFieldPath, bodyFromForm, typeKeyOf, type BodyFormValues, type BodySource } from './bodyForm';

export interface BuiltBody {
  /** What the server receives; undefined when the type needs no body (or it could not be built). */
  body: QuestionBody | undefined;
  /** Message keys by form field path ('questionDetail', 'body.shortAnswer.answers.0.text', …). */
  errors: Record<string, string>;
}

/** The cloze body of a text in Moodle's syntax, or the parser's message on the text. */
function clozeBody(text: string): BuiltBody {
  const parsed = parseCloze(text);
  if ('error' in parsed) return { body: undefined, errors: { questionDetail: parsed.error } };
  return { body: { type: 'cloze', blanks: parsed.blanks }, errors: {} };
}

/** Where a key that earns nothing is said: on the list of answers or options, or on a cloze text. */
const KEY_PROBLEM_PATH: Partial<Record<QuestionBody['type'], string>> = {
  choice: 'body.choice.options',
  shortAnswer: 'body.shortAnswer.answers',
  numerical: 'body.numerical.answers',
  cloze: 'questionDetail',
};

/**
 * The body of the form for its chosen type, and the shared rules' messages about it: the registry's schema,
 * and (in a marked assessment, not a survey) that some answer must earn marks.
 */
export function buildBody(form: BodyFormValues, source: BodySource, questionDetail: string, marked = true): BuiltBody {
  const built =
    typeKeyOf(source.questionTypeId) === 'cloze'
      ? clozeBody(questionDetail)
      : { body: bodyFromForm(form, source), errors: {} as Record<string, string> };
  if (!built.body) return built;
  const errors = { ...built.errors };
  const checked = questionBodySchema.safeParse(built.body);
  if (!checked.success) {
    for (const issue of checked.error.issues) errors[bodyFieldPath(form, source, issue.path)] ??= issue.message;
  }
  const keyPath = KEY_PROBLEM_PATH[built.body.type];
  const keyProblem = marked && keyPath ? bodyKeyProblem(built.body) : null;
  if (keyProblem && keyPath) errors[keyPath] ??= keyProblem;
  return { body: built.body, errors };
}

import type { QuestionInput } from '@assessly/shared';
import type { UseFormReturn } from 'react-hook-form';
import type { QuestionFormValues } from '../questionForm';
import { QuestionOptionsFields } from '../QuestionOptionsFields';
import { typeKeyOf } from './bodyForm';
import { ChoiceExtrasFields } from './ChoiceExtrasFields';
import { MatchingFields } from './MatchingFields';
import { NumericalFields } from './NumericalFields';
import { OrderingFields } from './OrderingFields';
import type { FormControl } from './rowFields';
import { ShortAnswerFields } from './ShortAnswerFields';
import { TrueFalseFields } from './TrueFalseFields';

interface Props {
  form: UseFormReturn<QuestionFormValues, unknown, QuestionInput>;
  questionTypeId: number;
  /** What the assessment's mark option shows (questionFieldsFor). */
  shown: { correctAnswer: boolean; multipleAnswers: boolean };
}

/**
 * The fields of the chosen question type (issue 22). Descriptive questions have none; a cloze question's
 * blanks are written in its text, so its preview stands next to the text instead (ClozePreview).
 */
export function QuestionBodyFields({ form, questionTypeId, shown }: Props) {
  const control = form.control as unknown as FormControl;
  switch (typeKeyOf(questionTypeId)) {
    case 'choice':
      return (
        <>
          <QuestionOptionsFields
            form={form}
            correctAnswer={shown.correctAnswer}
            multipleAnswers={shown.multipleAnswers}
          />
          {shown.correctAnswer && <ChoiceExtrasFields form={form} />}
        </>
      );
    case 'trueFalse':
      return <TrueFalseFields control={control} />;
    case 'shortAnswer':
      return <ShortAnswerFields control={control} />;
    case 'numerical':
      return <NumericalFields form={form} />;
    case 'matching':
      return <MatchingFields control={control} />;
    case 'ordering':
      return <OrderingFields control={control} />;
    default:
      return null;
  }
}

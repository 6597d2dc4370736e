import { Box } from '@mui/material';
import type { QuestionInput } from '@assessly/shared';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfCheckbox, RhfSwitch, RhfTextField } from '../../../../components/FormFields';
import type { QuestionFormValues } from '../questionForm';
import { emptyNumericAnswer, emptyUnit } from './bodyForm';
import {
  AddRowButton,
  BodySection,
  EditRow,
  FractionField,
  ListMessage,
  RemoveRowButton,
  type FormControl,
} from './rowFields';

const THREE = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } };
const TWO = { display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
/** Any number, negative and decimal ones too: a phone shows its number keyboard. */
const NUMBER_INPUT = { step: 'any' };

/** One accepted value: the value and its tolerance, or a range, with its credit and feedback. */
function NumericAnswerRow({ form, index, onRemove, only }: RowProps) {
  const control = form.control as unknown as FormControl;
  const { t } = useTranslation();
  const number = index + 1;
  const range = useWatch({ control, name: `body.numerical.answers.${index}.range` });
  const { getFieldState, trigger } = form;
  // The two bounds of a range are judged together: typing one settles a message shown on the other.
  const recheckBounds = () => {
    const bounds = (['min', 'max'] as const).map((b) => `body.numerical.answers.${index}.${b}` as const);
    if (bounds.some((b) => getFieldState(b).error)) void trigger(bounds);
  };
  const field = (name: 'value' | 'tolerance' | 'min' | 'max', label: string) => (
    <RhfTextField
      control={control}
      name={`body.numerical.answers.${index}.${name}`}
      label={label}
      testId={`question-number-${name}-${index}`}
      type="number"
      required={name !== 'tolerance'}
      inputProps={NUMBER_INPUT}
      onValueChange={name === 'min' || name === 'max' ? recheckBounds : undefined}
    />
  );
  return (
    <EditRow
      label={t('questions.valueNumber', { number })}
      actions={
        <RemoveRowButton
          label={t('questions.removeValue', { number })}
          onClick={onRemove}
          disabled={only}
          testId={`question-number-remove-${index}`}
          focusAfter="question-number-add"
        />
      }
    >
      <Box sx={THREE}>
        {range ? field('min', t('questions.rangeFrom')) : field('value', t('questions.valueNumber', { number }))}
        {range ? field('max', t('questions.rangeTo')) : field('tolerance', t('questions.tolerance'))}
        <FractionField
          control={control}
          name={`body.numerical.answers.${index}.fraction`}
          label={t('questions.credit')}
          testId={`question-number-fraction-${index}`}
        />
      </Box>
      <RhfCheckbox
        control={control}
        name={`body.numerical.answers.${index}.range`}
        label={t('questions.useRange')}
        testId={`question-number-range-${index}`}
      />
      <RhfTextField
        control={control}
        name={`body.numerical.answers.${index}.feedback`}
        label={t('questions.feedback')}
        testId={`question-number-feedback-${index}`}
      />
    </EditRow>
  );
}

type QuestionForm = UseFormReturn<QuestionFormValues, unknown, QuestionInput>;

interface RowProps {
  form: QuestionForm;
  index: number;
  onRemove: () => void;
  only: boolean;
}

/** The units a number may carry, each with the multiplier that converts it to the main unit. */
function UnitsFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const units = useFieldArray({ control, name: 'body.numerical.units' });
  const unitRequired = useWatch({ control, name: 'body.numerical.unitRequired' });
  return (
    <BodySection title={t('questions.units')} hint={t('questions.unitsHint')} testId="question-units">
      {units.fields.map((row, index) => {
        const number = index + 1;
        return (
          <EditRow
            key={row.id}
            label={t('questions.unitNumber', { number })}
            actions={
              <RemoveRowButton
                label={t('questions.removeUnit', { number })}
                onClick={() => units.remove(index)}
                testId={`question-unit-remove-${index}`}
                focusAfter="question-unit-add"
              />
            }
          >
            <Box sx={TWO}>
              <RhfTextField
                control={control}
                name={`body.numerical.units.${index}.unit`}
                label={t('questions.unitNumber', { number })}
                testId={`question-unit-${index}`}
                required
                inputProps={{ maxLength: 50 }}
              />
              <RhfTextField
                control={control}
                name={`body.numerical.units.${index}.multiplier`}
                label={t('questions.multiplier')}
                testId={`question-unit-multiplier-${index}`}
                type="number"
                required
                inputProps={NUMBER_INPUT}
              />
            </Box>
          </EditRow>
        );
      })}
      <ListMessage control={control} name="body.numerical.units" testId="question-units-message" />
      <AddRowButton
        label={t('questions.addUnit')}
        onClick={() => units.append(emptyUnit())}
        testId="question-unit-add"
        focusAfter={`question-unit-${units.fields.length}`}
      />
      {/* Shown while it is on, too: with its last unit removed it says that a unit is then required. */}
      {(units.fields.length > 0 || unitRequired) && (
        <RhfSwitch
          control={control}
          name="body.numerical.unitRequired"
          label={t('questions.unitRequired')}
          testId="question-unit-required"
        />
      )}
    </BodySection>
  );
}

/** Numerical (type 5): accepted values with a tolerance or a range, each with its credit; units. */
export function NumericalFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation();
  const control = form.control as unknown as FormControl;
  const answers = useFieldArray({ control, name: 'body.numerical.answers' });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <BodySection
        title={t('questions.acceptedValues')}
        hint={t('questions.acceptedValuesHint')}
        testId="question-numerical"
      >
        {answers.fields.map((row, index) => (
          <NumericAnswerRow
            key={row.id}
            form={form}
            index={index}
            onRemove={() => answers.remove(index)}
            only={answers.fields.length === 1}
          />
        ))}
        <ListMessage control={control} name="body.numerical.answers" testId="question-values-message" />
        <AddRowButton
          label={t('questions.addValue')}
          onClick={() => answers.append(emptyNumericAnswer())}
          testId="question-number-add"
          focusAfter={`question-number-value-${answers.fields.length}`}
        />
      </BodySection>
      <UnitsFields control={control} />
    </Box>
  );
}

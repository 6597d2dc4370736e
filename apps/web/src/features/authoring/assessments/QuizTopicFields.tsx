import { markOptionFields, parseParticipantEmails, PARTICIPANT_OPTION, type QuizTopicInput } from '@assessly/shared';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfCheckbox, RhfSelect, RhfSwitch, RhfTextField, type SelectOption } from '../../../components/FormFields';
import { NegativeMarkingFields } from './NegativeMarkingFields';
import { FLAGS, MARK_OPTION_RESETS, type QuizTopicForm } from './quizTopicForm';

interface Props {
  form: UseFormReturn<QuizTopicForm, unknown, QuizTopicInput>;
  markOptions: SelectOption[];
  participantOptions: SelectOption[];
  certificates: SelectOption[];
}

/** Test ids of the flags: 'quiz-' plus the field name, e.g. quiz-allowQuizSkip. */
const flagTestId = (flag: string) => `quiz-${flag}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="primary" sx={{ mb: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Box>
  );
}

const full = { gridColumn: '1 / -1' } as const;

/** The assessment dialog's fields, shown and hidden by the mark and participant options (spec 001 §4). */
export function QuizTopicFields({ form, markOptions, participantOptions, certificates }: Props) {
  const { t } = useTranslation();
  const { control, setValue, clearErrors, trigger, getFieldState, formState } = form;
  const markOptionId = Number(useWatch({ control, name: 'quizMarkOptionId' })) || 0;
  const participantOptionId = Number(useWatch({ control, name: 'quizParticipantOptionId' })) || 0;
  const emails = useWatch({ control, name: 'participantEmails' });
  // Pass marks of 0 (or empty) mean that everyone who finishes passes (spec 001 §4 status, §6 certificate).
  const passMarks = Number(useWatch({ control, name: 'quizPassMarks' }));
  const passMarksHint = passMarks > 0 ? t('assessments.quizPassMarksHint') : t('assessments.quizPassMarksZeroHint');
  const shown = markOptionFields(markOptionId);
  const invited = participantOptionId === PARTICIPANT_OPTION.invited;
  const validCount = invited ? parseParticipantEmails(emails ?? '').length : 0;

  /** Re-checks fields whose rules depend on the one that changed, once the user has been there. */
  const recheck = (...names: (keyof QuizTopicForm)[]) => {
    const touched = names.filter((n) => getFieldState(n).isTouched || getFieldState(n).error || formState.isSubmitted);
    if (touched.length) void trigger(touched);
  };

  const resetForMarkOption = () => {
    for (const [name, value] of Object.entries(MARK_OPTION_RESETS)) {
      setValue(name as keyof typeof MARK_OPTION_RESETS, value, { shouldDirty: true });
    }
    clearErrors(['quizTime', 'quizTotalMarks', 'quizPassMarks']);
  };

  const markHint = markOptionId ? t(`assessments.markOption${markOptionId}Hint`, { defaultValue: '' }) : '';
  const flagsShown = FLAGS.filter(
    (f) =>
      (f !== 'allowMultipleAnswer' || shown.multipleAnswer) &&
      (f !== 'allowMultipleInputByUser' || shown.multipleInput),
  );

  return (
    <Stack spacing={3}>
      <Section title={t('assessments.sectionBasics')}>
        <Box sx={full}>
          <RhfTextField
            control={control}
            name="quizTitle"
            label={t('assessments.quizTitle')}
            testId="quiz-title"
            required
            autoFocus
          />
        </Box>
        <RhfSelect
          control={control}
          name="quizMarkOptionId"
          label={t('assessments.markOption')}
          options={markOptions}
          testId="quiz-mark-option"
          required
          hint={markHint}
          onValueChange={resetForMarkOption}
        />
        <RhfSelect
          control={control}
          name="quizParticipantOptionId"
          label={t('assessments.participantOption')}
          options={participantOptions}
          testId="quiz-participant-option"
          required
          onValueChange={() => recheck('participantEmails', 'inviteByEmail')}
        />
      </Section>

      <Section title={t('assessments.sectionMarks')}>
        {shown.time && (
          <RhfTextField
            control={control}
            name="quizTime"
            label={t('assessments.quizTime')}
            type="number"
            testId="quiz-time"
            required
            hint={t('assessments.quizTimeHint')}
            inputProps={{ min: 1, step: 1, inputMode: 'numeric' }}
          />
        )}
        {shown.totalMarks && (
          <RhfTextField
            control={control}
            name="quizTotalMarks"
            label={t('assessments.quizTotalMarks')}
            type="number"
            testId="quiz-total-marks"
            required
            inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
            onValueChange={() => recheck('quizPassMarks')}
          />
        )}
        {shown.passMarks && (
          <RhfTextField
            control={control}
            name="quizPassMarks"
            label={t('assessments.quizPassMarks')}
            type="number"
            testId="quiz-pass-marks"
            hint={passMarksHint}
            inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={full} data-testid="quiz-marks-note">
          {!shown.time
            ? t('assessments.surveyNoMarks')
            : !shown.totalMarks
              ? t('assessments.totalFromQuestions')
              : t('assessments.markOptionResetHint')}
        </Typography>
      </Section>

      {shown.passMarks && (
        <Section title={t('assessments.sectionNegative')}>
          <NegativeMarkingFields form={form} />
        </Section>
      )}

      <Section title={t('assessments.sectionSchedule')}>
        <RhfTextField
          control={control}
          name="quizscheduleStartTime"
          label={t('assessments.scheduleStart')}
          type="datetime-local"
          testId="quiz-schedule-start"
          hint={t('assessments.scheduleHint')}
          onValueChange={() => recheck('quizscheduleEndTime')}
        />
        <RhfTextField
          control={control}
          name="quizscheduleEndTime"
          label={t('assessments.scheduleEnd')}
          type="datetime-local"
          testId="quiz-schedule-end"
          hint={t('assessments.scheduleHint')}
          onValueChange={() => recheck('quizscheduleStartTime')}
        />
        <RhfTextField
          control={control}
          name="quizPrice"
          label={t('assessments.quizPrice')}
          type="number"
          testId="quiz-price"
          hint={t('assessments.quizPriceHint')}
          inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
        />
        <RhfSelect
          control={control}
          name="certificateTemplateId"
          label={t('assessments.certificate')}
          options={[{ value: '', label: t('assessments.certificateNone') }, ...certificates]}
          testId="quiz-certificate"
          hint={t('assessments.certificateHint')}
        />
      </Section>

      {invited && (
        <Section title={t('assessments.sectionParticipants')}>
          <Box sx={full}>
            <RhfTextField
              control={control}
              name="participantEmails"
              label={t('assessments.participantEmails')}
              multiline
              minRows={3}
              maxRows={10}
              required
              testId="quiz-participant-emails"
              hint={`${t('assessments.participantEmailsHint')} ${t('assessments.participantCount', { count: validCount })}`}
            />
          </Box>
          <Box sx={full}>
            <RhfCheckbox
              control={control}
              name="inviteByEmail"
              label={t('assessments.inviteByEmail')}
              hint={t('assessments.inviteByEmailHint')}
              testId="quiz-invite-by-email"
            />
          </Box>
        </Section>
      )}

      <Section title={t('assessments.sectionOptions')}>
        {flagsShown.map((flag) => (
          <RhfSwitch
            key={flag}
            control={control}
            name={flag}
            label={t(`assessments.${flag}`)}
            hint={t(`assessments.${flag}Hint`)}
            testId={flagTestId(flag)}
          />
        ))}
      </Section>
    </Stack>
  );
}

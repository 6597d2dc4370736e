import { QUESTION_TYPE_ID, type Question, type QuestionInput, type QuizTopic } from '@assessly/shared';
import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { FormDialog } from '../../../components/FormDialog';
import { RhfSwitch, RhfTextField } from '../../../components/FormFields';
import { RichText } from '../../../components/RichText';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { imageFileProblem } from '../../../components/imageUpload';
import { AiTextField } from '../../ai';
import { questionApi, questionKeys } from '../api/questionApi';
import { quizKeys } from '../api/quizApi';
import {
  emptyQuestion,
  questionFieldsFor,
  questionResolver,
  questionToForm,
  type QuestionFormValues,
} from './questionForm';
import { ClozePreview } from './body/ClozePreview';
import { placeBodyIssues } from './body/bodyIssues';
import { LiveErrorsProvider } from './body/liveErrors';
import { QuestionBodyFields } from './body/QuestionBodyFields';
import type { FormControl } from './body/rowFields';
import { QuestionImageField } from './QuestionImageField';
import { QuestionKindSelects } from './QuestionKindSelects';
import { QuestionTagsField, useTagDraft } from './QuestionTagsField';

interface Props {
  open: boolean;
  /** The row being edited; null = a new question. */
  editing: Question | null;
  quiz: QuizTopic;
  onClose: () => void;
}

type ImageMessage = { key: string; params?: Record<string, string | number> };

/** The live preview of the question text, rendered exactly as candidates will see it. */
function QuestionPreview({ control }: { control: Control<QuestionFormValues> }) {
  const { t } = useTranslation();
  const [text, code] = useWatch({ control, name: ['questionDetail', 'isCodeSnippet'] });
  return (
    <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'grey.50' }}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
        {t('questions.preview')}
      </Typography>
      {text.trim() ? (
        <RichText text={text} code={code} testId="question-preview" sx={{ mt: 0.5 }} />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="question-preview-empty">
          {t('questions.previewEmpty')}
        </Typography>
      )}
    </Paper>
  );
}

/**
 * New / edit question (spec 001 §4 "Question dialog", §5 "Question"; issue 22's eight types): the fields
 * follow the question type and the assessment's mark option; the shared rules validate as the user types;
 * an image is uploaded first, then the question is saved with its path.
 */
export function QuestionDialog({ open, editing, quiz, onClose }: Props) {
  const { t } = useTranslation();
  const rules = useMemo(
    () => ({ quizMarkOptionId: quiz.quizMarkOptionId, allowMultipleAnswer: quiz.allowMultipleAnswer }),
    [quiz.quizMarkOptionId, quiz.allowMultipleAnswer],
  );
  const shown = questionFieldsFor(rules);
  const form = useForm<QuestionFormValues, unknown, QuestionInput>({
    resolver: questionResolver(rules),
    mode: 'onChange',
    defaultValues: emptyQuestion(quiz.quizTopicId),
  });
  const control = form.control as unknown as Control<QuestionFormValues>;
  const { reset, setError, setValue } = form;
  const [pendingImage, setPendingImage] = useState<{ file: File; url: string } | null>(null);
  const [imageError, setImageError] = useState<ImageMessage | null>(null);
  const [questionType, imagePath] = useWatch({ control, name: ['questionTypeId', 'imagePath'] });
  const tags = useTagDraft(open, editing);

  // Every opening starts from the row (edit) or from empty fields (new); closing forgets everything.
  useEffect(() => {
    if (!open) return;
    reset(editing ? questionToForm(editing) : emptyQuestion(quiz.quizTopicId));
    setPendingImage(null);
    setImageError(null);
  }, [open, editing, quiz.quizTopicId, reset]);
  useEffect(
    () => () => {
      if (pendingImage) URL.revokeObjectURL(pendingImage.url);
    },
    [pendingImage],
  );

  const save = useApiMutation({
    mutationFn: async (values: QuestionInput) => {
      // Only the tags changed: the question itself is not saved again (tags leave a live assessment live).
      if (editing && tags.changed && !form.formState.isDirty && !pendingImage)
        return (await tags.save(editing.quizQuestionId))!;
      let path = values.imagePath;
      if (pendingImage) {
        path = (await questionApi.uploadImage(pendingImage.file)).dbPath;
        // Kept even if saving fails below, so that a retry does not upload the image again.
        setValue('imagePath', path);
        setPendingImage(null);
      }
      const body = { ...values, imagePath: path };
      const saved = body.quizQuestionId
        ? await questionApi.updateQuestion(body.quizQuestionId, body)
        : await questionApi.createQuestion(body);
      // Kept, so that a retry after refused tags changes this question rather than adding it again.
      setValue('quizQuestionId', saved.quizQuestionId);
      await tags.save(saved.quizQuestionId);
      return saved;
    },
    invalidate: [
      questionKeys.questions(quiz.quizTopicId),
      questionKeys.quiz(quiz.quizTopicId),
      questionKeys.cards,
      questionKeys.categories,
      questionKeys.tags,
      quizKeys.list,
    ],
    onSuccess: onClose,
    onError: (error) => {
      if (tags.takeError(error)) return;
      if (placeBodyIssues(error, form.getValues(), rules, setError)) return;
      if (applyFieldIssues(error, setError) || !(error instanceof ApiRefusal)) return;
      if (error.code === 'onlyImageFile' || error.code === 'fileTooLarge')
        setImageError({ key: error.code, params: error.params });
      else if (error.code === 'duplicateQuestion')
        setError('questionDetail', { type: 'server', message: 'duplicateQuestion' }, { shouldFocus: true });
      else if (error.code === 'emptyCorrectAnswer' || error.code === 'multipleCorrectNotAllowed')
        setError('correctOption', { type: 'server', message: error.code });
    },
  });

  const chooseImage = (file: File) => {
    const problem = imageFileProblem(file);
    setImageError(problem);
    if (problem) return;
    setPendingImage({ file, url: URL.createObjectURL(file) });
    form.setValue('imagePath', null, { shouldDirty: true });
  };
  const removeImage = () => {
    setPendingImage(null);
    setImageError(null);
    form.setValue('imagePath', null, { shouldDirty: true });
  };

  const cloze = Number(questionType) === QUESTION_TYPE_ID.cloze;
  return (
    <FormDialog
      open={open}
      title={editing ? t('questions.editQuestion') : t('questions.newQuestion')}
      onClose={onClose}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      submitting={save.isPending}
      dirty={form.formState.isDirty || Boolean(pendingImage) || tags.changed}
      maxWidth={900}
      testId="question-dialog"
    >
      <LiveErrorsProvider control={control as unknown as FormControl} rules={rules}>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <AiTextField
            control={control}
            name="questionDetail"
            label={t(cloze ? 'questions.clozeText' : 'questions.questionDetail')}
            hint={t(cloze ? 'questions.clozeHint' : 'questions.questionHint')}
            testId="question-detail"
            multiline
            minRows={3}
            maxRows={12}
            required
            autoFocus
          />
          {cloze ? <ClozePreview control={control as unknown as FormControl} /> : <QuestionPreview control={control} />}
          <QuestionKindSelects
            control={control}
            testIdPrefix="question"
            typeLabel={t('questions.type')}
            types={shown.types}
          />
          {shown.marks && (
            <Box sx={{ maxWidth: { sm: 'calc((100% - 32px) / 3)' } }}>
              <RhfTextField
                control={control}
                name="perQuestionMark"
                label={t('questions.marks')}
                testId="question-marks"
                type="number"
                required
                inputProps={{ min: 0, step: 'any', inputMode: 'decimal' }}
              />
            </Box>
          )}
          <QuestionTagsField
            value={tags.tags}
            onChange={tags.change}
            label={t('questionTags.fieldLabel')}
            hint={t('questionTags.fieldHint')}
            limit={tags.limit}
            error={tags.issue}
            disabled={save.isPending}
            testId="question-tags"
          />
          <QuestionBodyFields form={form} questionTypeId={Number(questionType)} shown={shown} />
          <AiTextField
            control={control}
            name="answerExplanation"
            label={t('questions.explanation')}
            hint={t('questions.explanationHint')}
            testId="question-explanation"
            multiline
            minRows={2}
            maxRows={8}
          />
          <QuestionImageField
            src={pendingImage?.url ?? imagePath}
            error={imageError}
            disabled={save.isPending}
            onChoose={chooseImage}
            onRemove={removeImage}
          />
          <RhfTextField
            control={control}
            name="videoPath"
            label={t('questions.video')}
            hint={t('questions.videoHint')}
            testId="question-video"
            type="url"
            inputProps={{ maxLength: 500 }}
          />
          <RhfSwitch
            control={control}
            name="isCodeSnippet"
            label={t('questions.codeSnippet')}
            hint={t('questions.codeSnippetHint')}
            testId="question-code"
          />
        </Box>
      </LiveErrorsProvider>
    </FormDialog>
  );
}

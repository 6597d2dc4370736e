import { LOCALE_TAG, sortTags, tagKey, type Locale, type Question, type QuizTopic } from '@assessly/shared';
import { DriveFileMoveOutlined, LabelOffOutlined, LocalOfferOutlined } from '@mui/icons-material';
import { Alert, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../../api/client';
import { FormDialog } from '../../../components/FormDialog';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { successNotice, useApiMutation } from '../../../components/useApiMutation';
import { questionApi, questionKeys } from '../api/questionApi';
import { quizKeys } from '../api/quizApi';
import { QuestionTagsField } from './QuestionTagsField';
import { useQuestionLookups } from './useQuestionLookups';

type Dialog = 'add' | 'remove' | 'move' | null;

interface Props {
  quiz: QuizTopic;
  /** The selected questions (of those the filters show). */
  selected: Question[];
  /** How many questions the filters show, and a way to select them all (offered beyond one page). */
  shown: number;
  onSelectAllShown: (() => void) | null;
  onClear: () => void;
}

/** The first field issue of a 400 (its message key), to show under the dialog's field. */
const fieldIssue = (error: unknown) => (error instanceof ApiRefusal ? (error.issues[0]?.message ?? null) : null);

/** Add tags to, or remove tags from, the selected questions. */
function BulkTagsDialog(props: { mode: 'add' | 'remove'; quiz: QuizTopic; selected: Question[]; onClose: () => void }) {
  const { mode, quiz, selected, onClose } = props;
  const { t } = useTranslation();
  const [tags, setTags] = useState<string[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  const ids = selected.map((q) => q.quizQuestionId);
  // Removing: the tags the selected questions carry, each once.
  const present = useMemo(() => {
    const byKey = new Map<string, string>();
    for (const q of selected) for (const tag of q.tags) if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
    return sortTags([...byKey.values()]);
  }, [selected]);
  const save = useApiMutation({
    mutationFn: () => questionApi.bulkTags(ids, mode === 'add' ? { add: tags } : { remove: tags }),
    invalidate: [questionKeys.questions(quiz.quizTopicId), questionKeys.tags],
    notify: (data) => ({
      key: mode === 'add' ? 'questionTags.tagsAdded' : 'questionTags.tagsRemoved',
      params: { count: data.count },
      severity: 'success',
    }),
    onSuccess: onClose,
    onError: (error) => setIssue(fieldIssue(error)),
  });
  return (
    <FormDialog
      open
      title={t(mode === 'add' ? 'questionTags.addTitle' : 'questionTags.removeTitle', { count: ids.length })}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel={t(mode === 'add' ? 'questionTags.add' : 'questionTags.remove')}
      submitting={save.isPending}
      submitDisabled={tags.length === 0}
      dirty={tags.length > 0}
      testId={`question-bulk-${mode}`}
    >
      <Box sx={{ pt: 1 }}>
        <QuestionTagsField
          value={tags}
          onChange={(next) => {
            setTags(next);
            setIssue(null);
          }}
          label={t('questionTags.fieldLabel')}
          hint={t(mode === 'add' ? 'questionTags.addHint' : 'questionTags.removeHint')}
          choices={mode === 'remove' ? present : undefined}
          error={issue}
          autoFocus
          testId={`question-bulk-${mode}-tags`}
        />
      </Box>
    </FormDialog>
  );
}

/** Move the selected questions to one category (a live assessment stops: candidates see the category). */
function MoveDialog({ quiz, selected, onClose }: { quiz: QuizTopic; selected: Question[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { categoryOptions } = useQuestionLookups();
  const [category, setCategory] = useState<number | ''>('');
  const ids = selected.map((q) => q.quizQuestionId);
  const save = useApiMutation({
    mutationFn: () => questionApi.moveQuestions(ids, Number(category)),
    invalidate: [
      questionKeys.questions(quiz.quizTopicId),
      questionKeys.quiz(quiz.quizTopicId),
      questionKeys.categories,
      questionKeys.cards,
      quizKeys.list,
    ],
    notify: (data) =>
      data.responseMsg === 'successfullyUpdated'
        ? { key: 'questionTags.questionsMoved', params: { count: data.count }, severity: 'success' }
        : successNotice(data),
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open
      title={t('questionTags.moveTitle', { count: ids.length })}
      onClose={onClose}
      onSubmit={() => save.mutate()}
      submitLabel={t('questionTags.move')}
      submitting={save.isPending}
      submitDisabled={category === ''}
      dirty={category !== ''}
      testId="question-bulk-move"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {quiz.isRunning && (
          <Alert severity="warning" data-testid="question-bulk-move-live">
            {t('questionTags.moveLiveNote')}
          </Alert>
        )}
        <TextField
          select
          required
          label={t('questionTags.toCategory')}
          value={category}
          onChange={(event) => setCategory(Number(event.target.value))}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'question-bulk-move-category' } as object } }}
        >
          {categoryOptions.map((o) => (
            <MenuItem key={o.value} value={o.value} data-testid={`question-bulk-move-category-option-${o.value}`}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </FormDialog>
  );
}

/**
 * The bar over the questions table while questions are selected (issue 23): how many, add or remove tags,
 * move to a category, select every question the filters show, clear the selection.
 */
export function QuestionBulkBar({ quiz, selected, shown, onSelectAllShown, onClear }: Props) {
  const { t, i18n } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const count = selected.length;
  // A dialog closes when its questions are no longer selected (a filter hid them).
  useEffect(() => {
    if (count === 0) setDialog(null);
  }, [count]);
  const number = (n: number) => n.toLocaleString(LOCALE_TAG[i18n.language as Locale] ?? 'en');
  const anyTags = selected.some((q) => q.tags.length > 0);
  return (
    <>
      {/* The count is a live region from the start, so that each change of the selection is read out. */}
      <Typography variant="body2" role="status" sx={visuallyHidden}>
        {count > 0 ? t('questionTags.selected', { count: number(count) }) : ''}
      </Typography>
      {count > 0 && (
        <Paper
          component="section"
          aria-label={t('questionTags.bulkActions')}
          variant="outlined"
          data-testid="question-bulk-bar"
          sx={{
            mt: 1.5,
            p: 1,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600, px: 1 }} data-testid="question-bulk-count" aria-hidden>
            {t('questionTags.selected', { count: number(count) })}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<LocalOfferOutlined />}
            onClick={() => setDialog('add')}
            data-testid="question-bulk-add-open"
          >
            {t('questionTags.addTags')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<LabelOffOutlined />}
            onClick={() => setDialog('remove')}
            disabled={!anyTags}
            data-testid="question-bulk-remove-open"
          >
            {t('questionTags.removeTags')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DriveFileMoveOutlined />}
            onClick={() => setDialog('move')}
            data-testid="question-bulk-move-open"
          >
            {t('questionTags.moveToCategory')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {onSelectAllShown && count < shown && (
            <Button size="small" onClick={onSelectAllShown} data-testid="question-bulk-select-shown">
              {t('questionTags.selectAllShown', { count: number(shown) })}
            </Button>
          )}
          <Button size="small" onClick={onClear} data-testid="question-bulk-clear">
            {t('questionTags.clearSelection')}
          </Button>
        </Paper>
      )}
      {(dialog === 'add' || dialog === 'remove') && (
        <BulkTagsDialog mode={dialog} quiz={quiz} selected={selected} onClose={() => setDialog(null)} />
      )}
      {dialog === 'move' && <MoveDialog quiz={quiz} selected={selected} onClose={() => setDialog(null)} />}
    </>
  );
}

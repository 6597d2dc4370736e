import { LOCALE_TAG, MARK_OPTION, UI, type Locale, type Question } from '@assessly/shared';
import { DeleteOutlined, EditOutlined } from '@mui/icons-material';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { PageHeader } from '../../../components/PageHeader';
import { RichText } from '../../../components/RichText';
import { NewItemButton, RowActionButton, RowActions } from '../../../components/RowActions';
import { tableQueryProps } from '../../../components/tableQueryProps';
import { EmptyState } from '../../../components/TableStates';
import { useEditDeleteState } from '../../../components/useEditDeleteState';
import { questionApi, questionKeys } from '../api/questionApi';
import { quizKeys } from '../api/quizApi';
import { typeKeyOf } from './body/bodyForm';
import { answerSummary } from './body/bodySummary';
import { QuestionBulkBar } from './QuestionBulkBar';
import { QuestionDialog } from './QuestionDialog';
import { QuestionFilters } from './QuestionFilters';
import { filterQuestions, filtersActive, filtersFrom, withFilters, type QuestionFilterValues } from './questionFilters';
import { QuestionsToolbar } from './QuestionsToolbar';

// Short options stay narrow; long ones wrap within a readable width. Issue 20: every column fits at
// 1280 px with the drawer open (about 960 px for the table), so no column hides behind a scroll.
const CELL_TEXT = { minWidth: 64, maxWidth: 200, overflowWrap: 'anywhere' } as const;

/**
 * The table's nine columns (and the selection's checkboxes) at half MUI's cell padding (8 px a side, 16 at
 * the table's edges): at 16 px a side the padding alone took 288 px of the 960 there are with the drawer open.
 */
const COMPACT_CELLS = {
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
  // The selection's checkbox (issue 23) brings its own room: 8 px before it, none after.
  '& .MuiTableCell-root.MuiTableCell-paddingCheckbox': { pl: 1, pr: 0 },
} as const;

/**
 * Only choice questions have options of their own: a true/false question's stored "True" / "False" and the
 * empty columns of the other types say nothing that the type's summary does not say better (issue 22).
 */
const hasOptions = (row: Question) => typeKeyOf(row.questionTypeId) === 'choice';

/** The table's columns (spec 001 §2): question, category, marks, Option-A to Option-D, correct answer. */
function useColumns(survey: boolean): DataTableColumn<Question>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const locale = LOCALE_TAG[i18n.language as Locale] ?? 'en';
    const optionColumn = (letter: 'A' | 'B' | 'C' | 'D'): DataTableColumn<Question> => ({
      key: `option${letter}`,
      header: t('questions.colOption', { letter }),
      render: (row) => <RichText text={row[`option${letter}`]} code={row.isCodeSnippet} lines={2} sx={CELL_TEXT} />,
      // A phone card lists only the options a question has: none for the types without options (their
      // summary is the correct-answer line), and no empty Option-C of a two-option question.
      cardHidden: (row) => !hasOptions(row) || !row[`option${letter}`].trim(),
    });
    return [
      {
        key: 'questionDetail',
        header: t('questions.colQuestion'),
        render: (row) => (
          <Box sx={{ minWidth: 160, maxWidth: 360 }}>
            <RichText text={row.questionDetail} code={row.isCodeSnippet} lines={3} testId="question-cell" />
            <Typography variant="caption" color="text.secondary" data-testid="question-type-cell">
              {t(`questions.typeNames.${typeKeyOf(row.questionTypeId) ?? 'choice'}`)}
            </Typography>
            <TagChips tags={row.tags} label={t('questionTags.rowTags')} />
          </Box>
        ),
      },
      { key: 'questionCategoryName', header: t('questions.colCategory') },
      {
        key: 'perQuestionMark',
        header: t('questions.colMarks'),
        align: 'right',
        render: (row) =>
          survey ? t('table.notApplicable') : row.perQuestionMark.toLocaleString(locale, { maximumFractionDigits: 2 }),
      },
      optionColumn('A'),
      optionColumn('B'),
      optionColumn('C'),
      optionColumn('D'),
      {
        key: 'correctOptionText',
        header: t('questions.colCorrect'),
        // Each type's key in one line (issue 22): "Paris (100 %), Marseille (50 %)", "Pairs: 3 · …".
        render: (row) => (
          <RichText
            text={answerSummary(row, t, locale)}
            code={row.isCodeSnippet}
            lines={3}
            sx={CELL_TEXT}
            testId="question-answer-summary"
          />
        ),
      },
    ];
  }, [t, i18n.language, survey]);
}

/** A question's tags (issue 23) as small chips under its text, a list for screen readers. */
function TagChips({ tags, label }: { tags: string[]; label: string }) {
  if (tags.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="question-tags-cell"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, mt: 0.5, p: 0 }}
    >
      {tags.map((tag) => (
        <Chip key={tag} component="li" size="small" variant="outlined" label={tag} sx={{ maxWidth: '100%' }} />
      ))}
    </Box>
  );
}

/** Without a valid ?quizTopicId the screen has nothing to show: lead back to the assessments. */
function MissingAssessment() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ pb: 3, textAlign: 'center' }}>
      <EmptyState text={t('questions.missingAssessment')} testId="questions-missing" />
      <Button variant="contained" component={RouterLink} to="/question/quizes">
        {t('questions.chooseAssessment')}
      </Button>
    </Paper>
  );
}

/**
 * The filters of the address (issue 23), the questions that pass them, the page shown (back to the first
 * when a filter changes) and the selection among the questions shown (what the bulk changes apply to).
 */
function useFilteredSelection(rows: Question[] | undefined) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(params), [params]);
  const setFilters = useCallback(
    (next: QuestionFilterValues) => setParams((current) => withFilters(current, next), { replace: true }),
    [setParams],
  );
  const shown = useMemo(() => filterQuestions(rows ?? [], filters), [rows, filters]);
  const [page, setPage] = useState(0);
  useEffect(() => setPage(0), [filters]);
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  const selectedRows = useMemo(() => shown.filter((q) => selected.has(q.quizQuestionId)), [shown, selected]);
  return { filters, setFilters, shown, page, setPage, selected, setSelected, selectedRows };
}

/** /question/quizQuestions?quizTopicId=N[&from=quizes][&upload=1]: the question editor of one assessment. */
export default function QuestionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const quizTopicId = Number(params.get('quizTopicId'));
  const valid = Number.isInteger(quizTopicId) && quizTopicId > 0;
  const backTo = params.get('from') === 'quizes' ? '/question/quizes' : '/quiz/topics';
  const quiz = useQuery({
    queryKey: questionKeys.quiz(quizTopicId),
    queryFn: () => questionApi.quiz(quizTopicId),
    enabled: valid,
  });
  const questions = useQuery({
    queryKey: questionKeys.questions(quizTopicId),
    queryFn: () => questionApi.questions(quizTopicId),
    enabled: valid,
  });
  const survey = quiz.data?.quizMarkOptionId === MARK_OPTION.survey;
  const columns = useColumns(survey);
  const numberOf = (row: Question) => (questions.data?.indexOf(row) ?? 0) + 1;
  const bank = useFilteredSelection(questions.data);
  const filtering = filtersActive(bank.filters);

  const list = useEditDeleteState({
    remove: (row: Question) => questionApi.deleteQuestion(row.quizQuestionId),
    invalidate: [
      questionKeys.questions(quizTopicId),
      questionKeys.quiz(quizTopicId),
      questionKeys.cards,
      questionKeys.categories,
      questionKeys.tags,
      quizKeys.list,
    ],
  });

  if (!valid)
    return (
      <Box>
        <PageHeader title={t('pages.quizQuestions')} backTo={backTo} />
        <MissingAssessment />
      </Box>
    );

  const actions = (row: Question) => (
    <RowActions>
      <RowActionButton
        title={t('questions.editQuestion')}
        ariaLabel={t('questions.editAria', { number: numberOf(row) })}
        icon={<EditOutlined />}
        onClick={() => list.openEdit(row)}
        disabled={!quiz.data}
        testId={`question-edit-${row.quizQuestionId}`}
      />
      <RowActionButton
        title={t('questions.delete')}
        ariaLabel={t('questions.deleteAria', { number: numberOf(row) })}
        icon={<DeleteOutlined />}
        onClick={() => list.askDelete(row)}
        testId={`question-delete-${row.quizQuestionId}`}
      />
    </RowActions>
  );

  return (
    <Box>
      <PageHeader
        title={quiz.data?.quizTitle ?? t('pages.quizQuestions')}
        backTo={backTo}
        actions={
          <NewItemButton
            label={t('questions.newQuestion')}
            onClick={list.openNew}
            disabled={!quiz.data}
            testId="question-new"
          />
        }
      />
      {survey && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="questions-survey-note">
          {t('questions.surveyNote')}
        </Alert>
      )}
      {quiz.data?.isRunning && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="questions-live-note">
          {t('questions.liveNote')}
        </Alert>
      )}
      <Box sx={COMPACT_CELLS}>
        <DataTable
          ariaLabel={t('questions.tableLabel', { title: quiz.data?.quizTitle ?? '' })}
          {...tableQueryProps(questions)}
          rows={questions.data && bank.shown}
          page={bank.page}
          onPageChange={bank.setPage}
          testId="questions"
          getRowId={(row) => row.quizQuestionId}
          columns={columns}
          actions={actions}
          emptyText={filtering ? t('questionTags.noMatch') : t('questions.empty')}
          selection={{
            selected: new Set(bank.selectedRows.map((q) => q.quizQuestionId)),
            onChange: bank.setSelected,
            rowLabel: (row) => t('questionTags.selectRow', { number: numberOf(row) }),
            allLabel: t('questionTags.selectPage'),
          }}
          toolbar={
            <>
              <QuestionsToolbar quizTopicId={quizTopicId} openUpload={params.get('upload') === '1'} />
              {(questions.data?.length ?? 0) > 0 && (
                <QuestionFilters
                  rows={questions.data ?? []}
                  filters={bank.filters}
                  onChange={bank.setFilters}
                  shown={bank.shown.length}
                />
              )}
              {quiz.data && (
                <QuestionBulkBar
                  quiz={quiz.data}
                  selected={bank.selectedRows}
                  shown={bank.shown.length}
                  onSelectAllShown={
                    bank.shown.length > UI.pageSize
                      ? () => bank.setSelected(new Set(bank.shown.map((q) => q.quizQuestionId)))
                      : null
                  }
                  onClear={() => bank.setSelected(new Set())}
                />
              )}
            </>
          }
        />
      </Box>
      {quiz.data && <QuestionDialog {...list.dialogProps} quiz={quiz.data} />}
      <ConfirmDialog
        {...list.confirmProps}
        title={t('questions.deleteTitle')}
        message={t('messages.deleteConfirmMessage')}
        confirmLabel={t('questions.delete')}
        testId="question-delete"
      />
    </Box>
  );
}

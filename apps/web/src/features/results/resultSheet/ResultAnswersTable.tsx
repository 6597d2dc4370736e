import { UI, type Locale, type ResultDetail, type ResultRow } from '@assessly/shared';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { RichText } from '../../../components/RichText';
import { displayOf, isCloze } from './answerDisplay';
import { AnswerShown, ClozeFilled, KeyShown } from './AnswerShown';
import { formatNumber, optionalColumns } from './resultFormat';

export interface ResultAnswersTableProps {
  row: ResultRow;
  details: ResultDetail[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Headings in the examiner's words (the reports' detail view): "Answer" rather than "Your answer". */
  headers?: { userAnswer: string; userObtainedQuestionMark: string };
}

/** As narrow as the content (the heading wraps between words): the question and the answers get the room. */
const NARROW = '1%';
const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'break-word' } as const;
/**
 * On a phone's card, a wide code block scrolls inside the card instead of widening it: the card's value
 * column is sized by its content, and inline-size containment keeps a block's code out of that size.
 */
const fitCard = { contain: { xs: 'inline-size', sm: 'none' } } as const;

/** The examiner's feedback on an answer (issue 20), under the answer it is about. */
function Feedback({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="result-feedback"
      sx={{ mt: 1, pl: 1, borderLeft: 3, borderColor: 'primary.main', minWidth: 140, ...wrap, ...fitCard }}
    >
      <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 700 }}>
        {t('examResult.feedback')}
      </Typography>
      <RichText text={text} component="span" />
    </Box>
  );
}

/**
 * The answered questions of the sheet (spec 001 §2), all on one page: question, your answer, correct
 * answer, skipped, question marks, your marks, pointer leaves, visibility changes, explanation. The
 * correct-answer and explanation columns show only when the assessment allows them.
 */
export function ResultAnswersTable({ row, details, loading, error, onRetry, headers }: ResultAnswersTableProps) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language as Locale);
  const notApplicable = t('examResult.notApplicable');
  const count = (value: number | null) => (value === null ? notApplicable : n(value));
  // A survey carries no marks: its mark columns say n/a, like the total.
  const marks = (value: number) => (row.quizMark > 0 ? n(value) : notApplicable);
  const show = optionalColumns(row);

  const columns: (DataTableColumn<ResultDetail> | false)[] = [
    {
      key: 'questionDetail',
      header: t('examResult.colQuestion'),
      // A cloze text reads with each blank filled where it stands (issue 22); every other text as written.
      render: (d) =>
        isCloze(d) ? (
          <ClozeFilled text={d.questionDetail} display={displayOf(d)} code={d.isCodeSnippet} testId="result-cloze" />
        ) : (
          <RichText text={d.questionDetail} code={d.isCodeSnippet} sx={{ minWidth: 140 }} />
        ),
    },
    {
      key: 'userAnswer',
      header: headers?.userAnswer ?? t('examResult.colYourAnswer'),
      render: (d) => (
        <>
          <Box sx={{ ...wrap, minWidth: 150 }} data-testid="result-answer">
            {/* Each type's parts as texts, marked (options with math or code; typed answers as typed). */}
            <AnswerShown display={displayOf(d)} code={d.isCodeSnippet} />
          </Box>
          {d.feedback && <Feedback text={d.feedback} />}
        </>
      ),
    },
    show.correctAnswer && {
      key: 'correctAnswer',
      header: t('examResult.colCorrectAnswer'),
      render: (d) => (
        <Box sx={{ ...wrap, minWidth: 150 }} data-testid="result-correct">
          <KeyShown display={displayOf(d)} code={d.isCodeSnippet} />
        </Box>
      ),
    },
    {
      key: 'isAnswerSkipped',
      width: NARROW,
      header: t('examResult.colSkipped'),
      render: (d) => <span data-testid="result-skipped">{d.isAnswerSkipped ? t('common.yes') : t('common.no')}</span>,
    },
    {
      key: 'questionMark',
      width: NARROW,
      header: t('examResult.colQuestionMarks'),
      align: 'right',
      render: (d) => marks(d.questionMark),
    },
    {
      key: 'userObtainedQuestionMark',
      width: NARROW,
      header: headers?.userObtainedQuestionMark ?? t('examResult.colYourMarks'),
      align: 'right',
      render: (d) => <span data-testid="result-marks">{marks(d.userObtainedQuestionMark)}</span>,
    },
    {
      key: 'pointerLeaveCount',
      width: NARROW,
      header: t('examResult.colPointerLeaves'),
      align: 'right',
      render: (d) => <span data-testid="result-pointer">{count(d.pointerLeaveCount)}</span>,
    },
    {
      key: 'visibilitychangeCount',
      width: NARROW,
      header: t('examResult.colVisibilityChanges'),
      align: 'right',
      render: (d) => <span data-testid="result-visibility">{count(d.visibilitychangeCount)}</span>,
    },
    show.answerExplanation && {
      key: 'answerExplanation',
      header: t('examResult.colExplanation'),
      render: (d) => (
        <Box sx={{ ...wrap, ...fitCard, minWidth: 120 }} data-testid="result-explanation">
          <RichText text={d.answerExplanation} component="span" />
        </Box>
      ),
    },
  ];

  return (
    // Nine columns are wider than most laptop screens: this box, not the table's own container, scrolls
    // sideways, so that keyboard users can reach it (tab stop, arrow keys) and it has a name.
    <Box
      role="region"
      aria-label={t('examResult.tableLabel')}
      tabIndex={0}
      data-pdf-scroll
      sx={{
        overflowX: 'auto',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        '& .MuiTableContainer-root': { overflowX: 'visible' },
        // Headings such as "Visibility change count" may wrap between words: the table then fits most laptops.
        '& .MuiTableCell-head': { whiteSpace: 'normal', overflowWrap: 'normal' },
        '& .MuiTableCell-root': { px: 1.5 },
        // The table's frame grows to the table's narrowest width when the screen is narrower than that.
        '& > div > .MuiPaper-root': { width: 'fit-content', minWidth: '100%' },
      }}
    >
      <DataTable
        ariaLabel={t('examResult.tableLabel')}
        testId="result-table"
        rows={details}
        getRowId={(d) => d.quizResponseDetailId}
        columns={columns.filter((c): c is DataTableColumn<ResultDetail> => c !== false)}
        // Every answer on one page: the sheet (and its PDF) shows the whole attempt.
        pageSize={Math.max(details?.length ?? 0, UI.pageSize)}
        loading={loading}
        error={error}
        onRetry={onRetry}
        emptyText={t('examResult.noAnswers')}
      />
    </Box>
  );
}

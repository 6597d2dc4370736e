import { attemptDeadline, LOCALE_TAG, type Accommodation, type QuizTopic } from '@assessly/shared';
import { Delete } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { storedLocale } from '../../../i18n';

/** A number in the user's language with at most 2 decimals (1.5 → "1,5" in Spanish). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALE_TAG[storedLocale()], { maximumFractionDigits: 2 }).format(value);
}

/**
 * The minutes a candidate with this entry gets for the assessment: the same rule the server applies to
 * the attempt's deadline (time × multiplier + extra minutes); null without a time limit.
 */
function resultingMinutes(quizTime: number, entry: Pick<Accommodation, 'extraMinutes' | 'timeMultiplier'>) {
  const deadline = attemptDeadline(new Date(0), quizTime, entry);
  return deadline ? deadline.getTime() / 60_000 : null;
}

interface Props {
  /** null: the entries for every assessment (no resulting-time column). */
  quiz: QuizTopic | null;
  rows: Accommodation[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onDelete: (entry: Accommodation) => void;
}

function useColumns(quiz: QuizTopic | null): DataTableColumn<Accommodation>[] {
  const { t } = useTranslation();
  const minutes = (value: number) => t('extraTime.minutesValue', { value: formatNumber(value) });
  const columns: DataTableColumn<Accommodation>[] = [
    {
      key: 'candidate',
      header: t('extraTime.colCandidate'),
      render: (r) => (
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {r.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.email}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'extraMinutes',
      header: t('extraTime.colExtraMinutes'),
      align: 'right',
      render: (r) => minutes(r.extraMinutes),
    },
    {
      key: 'timeMultiplier',
      header: t('extraTime.colMultiplier'),
      align: 'right',
      render: (r) => t('extraTime.multiplierValue', { value: formatNumber(r.timeMultiplier) }),
    },
  ];
  if (!quiz) return columns;
  return [
    ...columns,
    {
      key: 'resultingTime',
      header: t('extraTime.colResultingTime'),
      align: 'right',
      render: (r) => {
        const total = resultingMinutes(quiz.quizTime, r);
        return total === null ? t('extraTime.noTimeLimit') : minutes(total);
      },
    },
  ];
}

/** The candidates with extra time in one scope, each with a delete button. */
export function ExtraTimeList({ quiz, rows, loading, error, onRetry, onDelete }: Props) {
  const { t } = useTranslation();
  const columns = useColumns(quiz);
  return (
    <DataTable
      ariaLabel={t('extraTime.listLabel')}
      testId="extra-time-table"
      rows={rows}
      columns={columns}
      getRowId={(r) => r.accommodationId}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('extraTime.empty')}
      actionsPosition="last"
      actions={(r) => {
        const label = t('extraTime.delete', { name: r.fullName });
        return (
          <Tooltip title={label}>
            <IconButton size="small" onClick={() => onDelete(r)} aria-label={label} data-testid="extra-time-delete">
              <Delete fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      }}
    />
  );
}

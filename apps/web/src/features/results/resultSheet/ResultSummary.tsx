import type { Locale, ResultRow, ResultStatus } from '@assessly/shared';
import { AlternateEmail, Person } from '@mui/icons-material';
import { Box, Chip, LinearProgress, Paper, Typography, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatNumber, summarize } from './resultFormat';

const STATUS_CHIP: Record<ResultStatus, { color?: ChipProps['color']; sx?: { bgcolor: string; color: string } }> = {
  passed: { color: 'success' },
  failed: { color: 'error' },
  // Dark amber on light amber: MUI's warning colours are too pale for text.
  pending: { sx: { bgcolor: '#fff3e0', color: '#7a3e00' } },
  notApplicable: { color: 'default' },
};

function StatusChip({ status }: { status: ResultStatus }) {
  const { t } = useTranslation();
  const { color, sx } = STATUS_CHIP[status];
  return (
    <Chip
      label={t(`examResult.${status}`)}
      color={color}
      sx={{ fontWeight: 700, fontSize: 15, height: 34, px: 1, ...sx }}
      data-testid="result-status"
      data-status={status}
    />
  );
}

function Tile({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        sx={{ m: 0, fontWeight: 700, fontSize: 22, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        data-testid={testId}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** One "who" line of the header: an icon with a label read by screen readers, and the value. */
function Who({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="dt" sx={{ display: 'flex', color: 'text.secondary' }}>
        {icon}
        <Box component="span" sx={visuallyHidden}>
          {label}
        </Box>
      </Box>
      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Box>
    </Box>
  );
}

/** The fields of the result sheet (spec 001 §2): who, what, time, marks, status and the penalty counts. */
export function ResultSummary({ row }: { row: ResultRow }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language as Locale);
  const s = summarize(row);
  const notApplicable = t('examResult.notApplicable');

  return (
    <Paper
      component="section"
      aria-label={t('examResult.summaryLabel')}
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', mb: 3 }}
      data-pdf-break
      data-testid="result-summary"
    >
      <Box
        sx={{
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('examResult.assessment')}
          </Typography>
          <Typography
            component="h2"
            variant="h5"
            sx={{ fontSize: { xs: 20, sm: 24 }, mb: 1.5, overflowWrap: 'anywhere' }}
            data-testid="result-quizTitle"
          >
            {row.quizTitle}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
            <Who
              icon={<Person fontSize="small" />}
              label={t('examResult.studentName')}
              value={row.fullName}
              testId="result-fullName"
            />
            <Who
              icon={<AlternateEmail fontSize="small" />}
              label={t('examResult.email')}
              value={row.email}
              testId="result-email"
            />
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0, textAlign: { xs: 'left', sm: 'right' } }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('examResult.status')}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <StatusChip status={s.status} />
          </Box>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          p: { xs: 2, sm: 3 },
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Tile label={t('examResult.timeTaken')} testId="result-timeTaken">
          {t('examResult.minutes', { value: n(s.timeTaken) })}
        </Tile>
        <Tile label={t('examResult.totalMarks')} testId="result-totalMarks">
          {s.totalMarks === null ? notApplicable : n(s.totalMarks)}
        </Tile>
        <Tile label={t('examResult.obtainedMarks')} testId="result-obtainedMarks">
          {s.obtainedMarks === null ? notApplicable : n(s.obtainedMarks)}
          {s.scorePercent !== null && (
            <LinearProgress
              variant="determinate"
              value={s.scorePercent}
              color={s.status === 'failed' ? 'error' : s.status === 'passed' ? 'success' : 'primary'}
              aria-label={t('examResult.obtainedMarks')}
              sx={{ mt: 1, height: 6, borderRadius: 3 }}
            />
          )}
        </Tile>
        <Tile label={t('examResult.pointerIncidents')} testId="result-pointerIncidents">
          {n(s.pointerIncidents)}
        </Tile>
        <Tile label={t('examResult.windowsLeft')} testId="result-windowsLeft">
          {n(s.windowsLeft)}
        </Tile>
        <Tile label={t('examResult.totalPenalty')} testId="result-totalPenalty">
          {n(s.totalPenalty)}
        </Tile>
      </Box>
    </Paper>
  );
}

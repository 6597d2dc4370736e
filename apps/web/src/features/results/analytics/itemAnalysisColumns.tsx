import type { ItemAnalysis } from '@assessly/shared';
import { CheckCircle, WarningAmber } from '@mui/icons-material';
import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/DataTable';
import { RichText } from '../../../components/RichText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { isCloze, type AnswerDisplay } from '../resultSheet/answerDisplay';
import { ClozeFilled, KeyShown } from '../resultSheet/AnswerShown';

export type AnalysisItem = ItemAnalysis['items'][number] & { number: number };

/** Below this an item separates strong from weak candidates poorly (a common rule of thumb). */
const LOW_DISCRIMINATION = 0.2;

const formatPercent = (value: number, localeTag: string) =>
  new Intl.NumberFormat(localeTag, { style: 'percent', maximumFractionDigits: 0 }).format(value);
const formatDiscrimination = (value: number, localeTag: string) =>
  new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
/** How often an option was chosen, as a share of the answers given. */
export const optionShare = (chosen: number, answered: number) => (answered > 0 ? chosen / answered : 0);

/** The facility as a percentage and a bar; answers still waiting for their mark are named under it. */
function FacilityCell({ item, localeTag, t }: { item: AnalysisItem; localeTag: string; t: TFunction }) {
  const waiting = item.pending > 0 && (
    <Typography variant="caption" color="text.secondary" data-testid="item-analysis-pending">
      {t('analytics.pendingCount', { count: item.pending })}
    </Typography>
  );
  if (item.facility === null)
    return (
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">
          {t('analytics.notAvailable')}
        </Typography>
        {waiting}
      </Stack>
    );
  return (
    <Stack spacing={0.5} sx={{ minWidth: 72 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="item-analysis-facility">
        {formatPercent(item.facility, localeTag)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={item.facility * 100}
        aria-hidden
        sx={{ height: 6, borderRadius: 3 }}
      />
      {waiting}
    </Stack>
  );
}

function DiscriminationCell({ value, localeTag, t }: { value: number | null; localeTag: string; t: TFunction }) {
  if (value === null)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('analytics.notAvailable')}
      </Typography>
    );
  const text = formatDiscrimination(value, localeTag);
  if (value >= LOW_DISCRIMINATION) return <Typography variant="body2">{text}</Typography>;
  return (
    <Chip
      size="small"
      icon={<WarningAmber aria-hidden />}
      label={
        <>
          {text}
          <Box component="span" sx={visuallyHidden}>
            {` (${t('analytics.lowDiscrimination')})`}
          </Box>
        </>
      }
      title={t('analytics.lowDiscrimination')}
      data-testid="item-analysis-low"
      // A warning tint with dark text: white on the warning colour would not reach the 4.5:1 contrast.
      sx={(theme) => ({
        fontWeight: 600,
        bgcolor: alpha(theme.palette.warning.main, 0.18),
        color: 'text.primary',
        '& .MuiChip-icon': { color: 'warning.dark' },
      })}
    />
  );
}

/** The key of a question that has no options to count (issue 22's types), laid out as the result sheet's. */
function KeyCell({ item, display, t }: { item: AnalysisItem; display: AnswerDisplay; t: TFunction }) {
  return (
    <Box sx={{ minWidth: 150, overflowWrap: 'anywhere' }} data-testid="item-analysis-key">
      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontWeight: 600 }}>
        {t('analytics.keyLabel')}
      </Typography>
      <Typography variant="body2" component="div">
        <KeyShown display={display} code={item.isCodeSnippet} />
      </Typography>
    </Box>
  );
}

function OptionsCell({ item, localeTag, t }: { item: AnalysisItem; localeTag: string; t: TFunction }) {
  // Sent by issue 22's server for the types whose key is not a choice of options.
  const key = item.keyDisplay;
  if (item.options.length === 0 && key?.key?.some((line) => line.entries.length > 0))
    return <KeyCell item={item} display={key} t={t} />;
  if (item.options.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('analytics.descriptiveAnswers')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25, minWidth: 150 }}>
      {item.options.map((o) => (
        <Box
          component="li"
          key={o.letter}
          data-testid="item-analysis-option"
          data-correct={o.correct ? 'true' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: o.correct ? 700 : 400 }}
        >
          <Box component="span" sx={{ width: 16, flexShrink: 0 }}>
            {o.letter}
          </Box>
          <Typography component="span" variant="body2" sx={{ fontWeight: 'inherit', whiteSpace: 'nowrap' }}>
            {t('analytics.optionShare', {
              percent: formatPercent(optionShare(o.chosen, item.answered), localeTag),
              count: o.chosen,
            })}
          </Typography>
          {o.correct && (
            <>
              <CheckCircle color="success" sx={{ fontSize: 16 }} aria-hidden />
              <Box component="span" sx={visuallyHidden}>
                {t('analytics.correctOption')}
              </Box>
            </>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The item analysis table's columns (the CSV export has the same figures). */
export function itemAnalysisColumns(t: TFunction, localeTag: string): DataTableColumn<AnalysisItem>[] {
  return [
    {
      // The number leads the question (not a column of its own), so a phone's card is headed by the question.
      key: 'question',
      header: t('analytics.colQuestion'),
      width: '34%',
      render: (r) => (
        <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          <Typography
            component="span"
            color="text.secondary"
            sx={{ fontWeight: 600, flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {`${r.number}.`}
          </Typography>
          {/* A cloze text with its blanks numbered where they stand: their key is in the next column. */}
          {isCloze(r) && r.keyDisplay ? (
            <ClozeFilled text={r.questionDetail} display={{ ...r.keyDisplay, key: undefined }} code={r.isCodeSnippet} />
          ) : (
            <RichText text={r.questionDetail} code={r.isCodeSnippet} lines={3} sx={{ minWidth: 0 }} />
          )}
        </Box>
      ),
    },
    { key: 'answered', header: t('analytics.colAnswered'), align: 'right', render: (r) => r.answered },
    {
      key: 'facility',
      header: t('analytics.colFacility'),
      render: (r) => <FacilityCell item={r} localeTag={localeTag} t={t} />,
    },
    {
      key: 'discrimination',
      header: t('analytics.colDiscrimination'),
      render: (r) => <DiscriminationCell value={r.discrimination} localeTag={localeTag} t={t} />,
    },
    {
      key: 'options',
      header: t('analytics.colOptions'),
      render: (r) => <OptionsCell item={r} localeTag={localeTag} t={t} />,
    },
    { key: 'skipped', header: t('analytics.colSkipped'), align: 'right', render: (r) => r.skipped },
  ];
}

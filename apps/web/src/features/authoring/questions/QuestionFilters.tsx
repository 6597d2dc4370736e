import { LOCALE_TAG, type Locale, type Question } from '@assessly/shared';
import { Clear, Search } from '@mui/icons-material';
import { Box, Button, InputAdornment, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { typeKeyOf } from './body/bodyForm';
import { NO_FILTERS, filterChoices, filtersActive, type QuestionFilterValues } from './questionFilters';
import { useQuestionLookups } from './useQuestionLookups';

interface Props {
  rows: readonly Question[];
  filters: QuestionFilterValues;
  onChange: (filters: QuestionFilterValues) => void;
  /** How many rows pass the filters. */
  shown: number;
}

/** Search over two columns of a phone, then the four selects two by two; one line from 900 px. */
const GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) repeat(4, minmax(0, 1fr))' },
  '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
} as const;

interface SelectProps {
  label: string;
  value: string | number | null;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}

/** A compact select whose first choice ("All") is no filter. Test ids: `testId`, `${testId}-option-${value}`. */
function FilterSelect({ label, value, options, onChange, testId }: SelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object },
        inputLabel: { shrink: true },
      }}
    >
      <MenuItem value="" data-testid={`${testId}-option-all`}>
        {t('questionTags.all')}
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-testid={`${testId}-option-${o.value}`}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The question bank's filters (issue 23): text, category, level, type and tag, each offering what the
 * assessment's questions hold; how many questions pass, and a way back to all of them.
 */
export function QuestionFilters({ rows, filters, onChange, shown }: Props) {
  const { t, i18n } = useTranslation();
  const { levelOptions } = useQuestionLookups();
  const choices = useMemo(() => filterChoices(rows), [rows]);
  const levelName = (id: number) => levelOptions.find((o) => o.value === id)?.label ?? String(id);
  const set = (change: Partial<QuestionFilterValues>) => onChange({ ...filters, ...change });
  const id = (value: string) => (value === '' ? null : Number(value));
  const number = (n: number) => n.toLocaleString(LOCALE_TAG[i18n.language as Locale] ?? 'en');
  const active = filtersActive(filters);

  return (
    <Box component="section" aria-label={t('questionTags.filters')} sx={{ mt: 2 }} data-testid="question-filters">
      <Box sx={GRID}>
        <TextField
          size="small"
          type="search"
          label={t('questionTags.search')}
          placeholder={t('questionTags.searchPlaceholder')}
          value={filters.text}
          onChange={(event) => set({ text: event.target.value })}
          slotProps={{
            htmlInput: { 'data-testid': 'question-filter-text', maxLength: 200 },
            inputLabel: { shrink: true },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FilterSelect
          label={t('questionTags.category')}
          value={filters.category}
          options={choices.categories.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(value) => set({ category: id(value) })}
          testId="question-filter-category"
        />
        <FilterSelect
          label={t('questionTags.level')}
          value={filters.level}
          options={choices.levels.map((level) => ({ value: level, label: levelName(level) }))}
          onChange={(value) => set({ level: id(value) })}
          testId="question-filter-level"
        />
        <FilterSelect
          label={t('questionTags.type')}
          value={filters.type}
          options={choices.types.map((type) => ({
            value: type,
            label: t(`questions.typeNames.${typeKeyOf(type) ?? 'choice'}`),
          }))}
          onChange={(value) => set({ type: id(value) })}
          testId="question-filter-type"
        />
        <FilterSelect
          label={t('questionTags.tag')}
          value={filters.tag}
          options={choices.tags.map((tag) => ({ value: tag.key, label: tag.tag }))}
          onChange={(value) => set({ tag: value })}
          testId="question-filter-tag"
        />
      </Box>
      {/* A live region from the start, so that each new count is read out as the admin filters. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: active ? 1 : 0, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status" data-testid="question-filter-shown">
          {active ? t('questionTags.shown', { shown: number(shown), count: number(rows.length) }) : ''}
        </Typography>
        {active && (
          <Button
            size="small"
            startIcon={<Clear />}
            onClick={() => onChange(NO_FILTERS)}
            data-testid="question-filter-clear"
          >
            {t('questionTags.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}

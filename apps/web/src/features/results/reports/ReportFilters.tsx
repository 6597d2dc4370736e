import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface FilterOption {
  id: number;
  label: string;
}

export interface FilterPickerProps {
  label: string;
  options: FilterOption[] | undefined;
  /** 0: no filter (the server's "all"). */
  value: number;
  onChange: (id: number) => void;
  loading?: boolean;
  testId: string;
}

/**
 * One clearable filter of the report screens: type to search, pick, or clear with the × (back to "All").
 * Test ids: the input `testId`, each option `${testId}-option-${id}`.
 */
export function FilterPicker({ label, options, value, onChange, loading, testId }: FilterPickerProps) {
  const { t } = useTranslation();
  const list = options ?? [];
  const selected = list.find((o) => o.id === value) ?? null;
  return (
    <Autocomplete
      options={list}
      value={selected}
      onChange={(_, option) => onChange(option?.id ?? 0)}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={`${testId}-option-${option.id}`}>
          {option.label}
        </li>
      )}
      loading={loading}
      loadingText={t('reports.loadingOptions')}
      noOptionsText={t('reports.noOptions')}
      clearText={t('reports.clearFilter')}
      openText={t('reports.openFilter')}
      closeText={t('reports.closeFilter')}
      sx={{ width: { xs: '100%', sm: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={t('reports.filterAll')}
          slotProps={{
            ...params.slotProps,
            inputLabel: { ...params.slotProps.inputLabel, shrink: true },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}

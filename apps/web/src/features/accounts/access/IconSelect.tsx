import { MENU_ICONS } from '@assessly/shared';
import { Box, ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { useId } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { textFieldBinding, useErrorText, type RhfFieldProps } from '../../../components/FormFields';
import { MenuIcon } from '../../../components/menuIcons';
import { useAccessLabels } from './accessLabels';

type Props<T extends FieldValues> = Pick<RhfFieldProps<T>, 'control' | 'name' | 'label' | 'testId' | 'hint'>;

/**
 * A select of the MENU_ICONS names, each shown beside its icon (in the list and in the field). Test ids as
 * RhfSelect: `testId` on the clickable box, `${testId}-option-${name}` on each option.
 */
export function IconSelect<T extends FieldValues>({ control, name, label, testId, hint }: Props<T>) {
  const labels = useAccessLabels();
  const errorText = useErrorText();
  const id = `${useId()}-${name}`;
  const withIcon = (icon: string) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        <MenuIcon name={icon} />
      </Box>
      {labels.iconName(icon)}
    </Box>
  );
  return (
    <Controller
      control={control}
      name={name}
      render={(bound) => (
        <TextField
          select
          id={id}
          label={label}
          fullWidth
          required
          {...textFieldBinding(bound, errorText, hint)}
          slotProps={{
            select: {
              renderValue: (value) => (value ? withIcon(String(value)) : ''),
              SelectDisplayProps: { 'data-testid': testId } as object,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
            },
          }}
        >
          {MENU_ICONS.map((icon) => (
            <MenuItem key={icon} value={icon} data-testid={`${testId}-option-${icon}`}>
              <ListItemIcon>
                <MenuIcon name={icon} />
              </ListItemIcon>
              {/* The technical name too, when the label says something else (it is what exports and the API use). */}
              <ListItemText
                primary={labels.iconName(icon)}
                secondary={labels.iconName(icon) === icon ? undefined : icon}
              />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

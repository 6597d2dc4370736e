import { Box, Checkbox, FormControlLabel, Radio, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/RichText';
import { visuallyHidden } from '../../../components/visuallyHidden';
import type { ExamOption, Letter } from './examAnswer';

/** The input of an option, for keyboard choices (keys 1–5, A–E) to move the focus onto it. */
export const optionInputId = (groupId: string, letter: Letter) => `${groupId}-${letter}`;

interface ExamOptionsProps {
  groupId: string;
  labelledBy: string;
  options: ExamOption[];
  chosen: Letter[];
  multiple: boolean;
  code: boolean;
  disabled: boolean;
  onChoose: (letter: Letter) => void;
}

/** Arrow keys move between checkboxes as they do natively between radio buttons. */
function moveBetweenCheckboxes(event: KeyboardEvent<HTMLElement>) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
  if (!step) return;
  const inputs = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
  const at = inputs.indexOf(document.activeElement as HTMLInputElement);
  if (at < 0) return;
  event.preventDefault();
  inputs[(at + step + inputs.length) % inputs.length]!.focus();
}

/**
 * Options A–E as large touch targets: radio buttons, or checkboxes when several answers may be chosen.
 * The whole row is the label, so a tap anywhere on it chooses the option.
 */
export function ExamOptions({
  groupId,
  labelledBy,
  options,
  chosen,
  multiple,
  code,
  disabled,
  onChoose,
}: ExamOptionsProps) {
  const { t } = useTranslation();
  const hintId = `${groupId}-hint`;
  return (
    <Box
      role={multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={hintId}
      onKeyDown={multiple ? moveBetweenCheckboxes : undefined}
      data-testid="exam-options"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}
    >
      <Typography
        id={hintId}
        variant="body2"
        color="text.secondary"
        // On a phone the keyboard hint is hidden: a single-answer question then has nothing to say here.
        sx={{ display: multiple ? 'block' : { xs: 'none', md: 'block' } }}
      >
        {multiple ? `${t('exam.chooseAll')} ` : ''}
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {t('exam.keyboardHint')}
        </Box>
      </Typography>
      {options.map((option) => {
        const selected = chosen.includes(option.letter);
        const inputProps = {
          id: optionInputId(groupId, option.letter),
          'data-testid': `exam-option-${option.letter}`,
        };
        const Control = multiple ? Checkbox : Radio;
        return (
          <FormControlLabel
            key={option.letter}
            value={option.letter}
            disabled={disabled}
            data-testid={`exam-option-row-${option.letter}`}
            control={
              <Control
                checked={selected}
                onChange={() => onChoose(option.letter)}
                name={multiple ? undefined : groupId}
                slotProps={{ input: inputProps }}
              />
            }
            label={
              <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                    bgcolor: selected ? 'primary.main' : 'action.selected',
                    color: selected ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  {option.letter}
                </Box>
                <Box component="span" sx={visuallyHidden}>{`${option.letter}. `}</Box>
                <RichText text={option.text} code={code} component="span" sx={{ flex: 1, minWidth: 0 }} />
              </Box>
            }
            sx={(theme) => ({
              m: 0,
              minHeight: 56,
              px: 1,
              pr: 2,
              alignItems: 'center',
              border: 2,
              borderRadius: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              bgcolor: selected ? alpha(theme.palette.primary.main, 0.08) : 'background.paper',
              transition: theme.transitions.create(['border-color', 'background-color']),
              '&:hover': { borderColor: disabled ? undefined : 'primary.light' },
              '&:focus-within': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
            })}
          />
        );
      })}
    </Box>
  );
}

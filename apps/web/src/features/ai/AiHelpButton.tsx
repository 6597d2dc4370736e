import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The field's label: the button's accessible name says which field it writes. */
  fieldLabel: string;
  /** The field's test id; the button is `${testId}-ai`. */
  testId: string;
  multiline?: boolean;
  onOpen: () => void;
}

/**
 * The help icon at the end of a text field (spec 000 §2 "Site settings": help icons on text fields open
 * an AI text dialog). Only the button: the field owns the dialog, outside its input.
 */
export function AiHelpButton({ fieldLabel, testId, multiline, onOpen }: Props) {
  const { t } = useTranslation();
  return (
    <InputAdornment position="end" sx={multiline ? { alignSelf: 'flex-start', mt: 1.5 } : undefined}>
      <Tooltip title={t('ai.helpButton')}>
        <IconButton
          edge="end"
          size="small"
          color="primary"
          onClick={onOpen}
          aria-label={t('ai.helpButtonFor', { field: fieldLabel })}
          aria-haspopup="dialog"
          data-testid={`${testId}-ai`}
        >
          <AutoAwesomeOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}

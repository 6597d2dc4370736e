import { ExpandMore, Save } from '@mui/icons-material';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CircularProgress,
  Typography,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelId } from './panelLayout';

export interface PanelState {
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  /** An upload is running: the panel does not save meanwhile. */
  busy?: boolean;
}

interface Props extends PanelState {
  id: PanelId;
  icon: ReactNode;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
  onSubmit: () => void;
  /** The panel is shown but may not be saved (the demo admin on Email and Payment). */
  lockedMessage?: string;
  children: ReactNode;
}

/**
 * One expandable panel of the Site settings screen: a heading (h2, siteSettings.<id>) with a one-line
 * summary (siteSettings.<id>Hint), the form, and a save bar that stays in view while scrolling a long
 * panel. Save is disabled until something changed and every field is valid; it shows a spinner while
 * saving.
 * Test ids: `settings-panel-<id>`, `settings-panel-<id>-summary`, `settings-save-<id>`, `settings-status-<id>`.
 */
export function SettingsPanel(props: Props) {
  const { id, icon, expanded, onToggle, onSubmit, lockedMessage, children } = props;
  const { dirty, valid, saving, busy } = props;
  const { t } = useTranslation();
  const status = dirty && !valid ? t('siteSettings.fixErrors') : dirty ? t('siteSettings.unsaved') : '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving && !lockedMessage) onSubmit();
  };

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => onToggle(open)}
      disableGutters
      variant="outlined"
      id={`settings-${id}`}
      data-testid={`settings-panel-${id}`}
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ borderRadius: 2, '&::before': { display: 'none' }, '&:not(:last-of-type)': { mb: 1.5 } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={`settings-${id}-header`}
        aria-controls={`settings-${id}-content`}
        data-testid={`settings-panel-${id}-summary`}
        sx={{ px: { xs: 1.5, sm: 2.5 }, py: 0.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 2,
              bgcolor: 'action.hover',
              color: 'primary.main',
            }}
          >
            {icon}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {t(`siteSettings.${id}`)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t(`siteSettings.${id}Hint`)}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1.5, sm: 2.5 }, pt: 1, pb: 0 }}>
        <Box component="form" noValidate onSubmit={submit}>
          {lockedMessage && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid={`settings-locked-${id}`}>
              {lockedMessage}
            </Alert>
          )}
          {children}
          <Box
            sx={{
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              flexWrap: 'wrap',
              gap: 1.5,
              mt: 2,
              py: 1.5,
              bgcolor: 'background.paper',
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Typography
              variant="body2"
              color={dirty && !valid ? 'error' : 'text.secondary'}
              aria-live="polite"
              data-testid={`settings-status-${id}`}
              sx={{ mr: 'auto' }}
            >
              {status}
            </Typography>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || !valid || saving || Boolean(busy) || Boolean(lockedMessage)}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
              data-testid={`settings-save-${id}`}
              sx={{ minWidth: 120 }}
            >
              {saving ? t('siteSettings.saving') : t('siteSettings.save')}
            </Button>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

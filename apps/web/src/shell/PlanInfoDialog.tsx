import { cutDate, type UserInfo } from '@assessly/shared';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
  type PaperProps,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The candidate's plan as the user info states it: name, dates and what the plan includes.
 * The pricing and package-usage screens arrive with a later issue; no usage figures are made up here.
 */
export function PlanInfoDialog({ user, open, onClose }: { user: UserInfo; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const number = (value: number | null) =>
    value === null ? t('shell.notSet') : new Intl.NumberFormat(i18n.language).format(value);
  const limits = [
    { key: 'shell.assessmentCount', value: user.assessmentCount },
    { key: 'shell.responseAllAssessmentCount', value: user.responseAllAssessmentCount },
    { key: 'shell.responsePerAssessmentCount', value: user.responsePerAssessmentCount },
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { 'data-testid': 'plan-info-dialog' } as PaperProps }}
    >
      <DialogTitle id={titleId}>{t('shell.planDetails')}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ mb: 2 }}>
          <Typography variant="h6" component="p">
            {user.planName ? user.planName : t('shell.noPlan')}
          </Typography>
          {user.planStartDate && (
            <Typography color="text.secondary">
              {t('shell.planStart', { date: cutDate(user.planStartDate) })}
            </Typography>
          )}
          {user.planExpiryDate && (
            <Typography color={user.isPlanExpired === 'true' ? 'error' : 'text.secondary'}>
              {t('shell.expireOn', { date: cutDate(user.planExpiryDate) })}
            </Typography>
          )}
        </Stack>
        {user.isPlanExpired === 'true' && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('common.planExpired')}
          </Alert>
        )}
        {user.planName && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('shell.planLimits')}
            </Typography>
            <Divider />
            <List dense disablePadding>
              {limits.map((limit) => (
                <ListItem key={limit.key} divider disableGutters>
                  <ListItemText primary={t(limit.key)} />
                  <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {number(limit.value)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained">
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

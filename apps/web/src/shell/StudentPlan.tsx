import { cutDate, type UserInfo } from '@assessly/shared';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanInfoDialog } from './PlanInfoDialog';

const buttonSx = { justifyContent: 'flex-start', borderColor: 'divider', fontWeight: 500, textAlign: 'left' } as const;

/** Spec 000 §2: the candidate's plan name and expiry date, each opening the plan details. */
export function StudentPlan({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const expired = user.isPlanExpired === 'true';

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        fullWidth
        startIcon={<CardMembershipIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="plan-button"
        sx={{ ...buttonSx, color: 'text.primary' }}
      >
        {user.planName ? t('shell.plan', { plan: user.planName }) : t('shell.noPlan')}
      </Button>
      {user.planExpiryDate && (
        <Button
          variant="outlined"
          color={expired ? 'error' : 'inherit'}
          size="small"
          fullWidth
          startIcon={<EventIcon />}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          data-testid="plan-expiry-button"
          sx={{ ...buttonSx, color: expired ? 'error.dark' : 'text.primary' }}
        >
          {t('shell.expireOn', { date: cutDate(user.planExpiryDate) })}
        </Button>
      )}
      <PlanInfoDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

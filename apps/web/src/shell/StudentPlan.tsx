import { cutDate, type UserInfo } from '@assessly/shared';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PackageUsageDialog } from './PackageUsageDialog';
import { PricingDialog } from './PricingDialog';

type OpenDialog = 'pricing' | 'usage' | null;
/**
 * The open dialog outlives this component: the drawer switches between its phone and desktop forms (another
 * tree) when the window crosses the breakpoint, e.g. a tablet turned, and the dialog must stay open then.
 */
let lastOpen: OpenDialog = null;
/** Mounted copies: when the last one goes and none replaces it (the phone drawer closed), the dialog is over. */
let mounted = 0;

const buttonSx = { justifyContent: 'flex-start', borderColor: 'divider', fontWeight: 500, textAlign: 'left' } as const;

/**
 * Spec 000 §2: the candidate's plan name (opens the pricing dialog) and "Expire on" with the plan's
 * expiry date (opens the package usage panel).
 */
export function StudentPlan({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpenState] = useState<OpenDialog>(() => lastOpen);
  const setOpen = (dialog: OpenDialog) => {
    lastOpen = dialog;
    setOpenState(dialog);
  };
  const expired = user.isPlanExpired === 'true';
  useEffect(() => {
    mounted += 1;
    return () => {
      mounted -= 1;
      // A remount in the same turn (the other drawer form) keeps the dialog; otherwise it must not pop up
      // by itself the next time the drawer opens.
      setTimeout(() => {
        if (mounted === 0) lastOpen = null;
      }, 0);
    };
  }, []);

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        fullWidth
        startIcon={<CardMembershipIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen('pricing')}
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
          onClick={() => setOpen('usage')}
          data-testid="plan-expiry-button"
          sx={{ ...buttonSx, color: expired ? 'error.dark' : 'text.primary' }}
        >
          {t('shell.expireOn', { date: cutDate(user.planExpiryDate) })}
        </Button>
      )}
      <PricingDialog user={user} open={open === 'pricing'} onClose={() => setOpen(null)} />
      <PackageUsageDialog
        user={user}
        open={open === 'usage'}
        onClose={() => setOpen(null)}
        onSeePlans={() => setOpen('pricing')}
      />
    </Stack>
  );
}

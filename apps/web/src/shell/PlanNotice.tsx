import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewal } from '../features/billing';
import { useShellUser } from '../lib/useShellUser';
import { PricingDialog } from './PricingDialog';
import { RenewalDialog } from './RenewalDialog';

/**
 * Spec 000 §4: an expired plan gets a persistent notice with Close and Renew. Renew opens the renewal
 * dialog (the current plan in one click, or another plan through the pricing dialog). Mounted by the
 * shell at all times, it also provides the renewal's overlay and messages to the pricing dialog.
 */
export function PlanNotice({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const user = useShellUser();
  const { startRenewal } = useRenewal();
  const [closed, setClosed] = useState(false);
  const [dialog, setDialog] = useState<'renew' | 'pricing' | null>(null);

  return (
    <>
      {expired && !closed && (
        <Alert
          severity="warning"
          data-testid="plan-notice"
          role="alert"
          sx={{ boxShadow: 6, alignItems: 'center', '& .MuiAlert-action': { pt: 0 } }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={() => setClosed(true)} data-testid="plan-notice-close">
                {t('common.close')}
              </Button>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => setDialog('renew')}
                aria-haspopup="dialog"
                data-testid="plan-notice-renew"
              >
                {t('common.renew')}
              </Button>
            </Stack>
          }
        >
          {t('common.planExpired')}
        </Alert>
      )}
      {user && (
        <>
          <RenewalDialog
            user={user}
            open={dialog === 'renew'}
            onClose={() => setDialog(null)}
            onRenew={startRenewal}
            onOtherPlans={() => setDialog('pricing')}
          />
          <PricingDialog user={user} open={dialog === 'pricing'} onClose={() => setDialog(null)} />
        </>
      )}
    </>
  );
}

import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Spec 000 §4: an expired plan gets a persistent notice with Close and Renew. */
export function PlanNotice({ expired }: { expired: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [closed, setClosed] = useState(false);
  if (!expired || closed) return null;
  return (
    <Alert
      severity="warning"
      data-testid="plan-notice"
      role="alert"
      sx={{ boxShadow: 6, alignItems: 'center' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={() => setClosed(true)}>
            {t('common.close')}
          </Button>
          {/* The renewal dialog arrives with the pricing issue; until then Renew opens the public plans. */}
          <Button color="inherit" size="small" variant="outlined" onClick={() => navigate('/#pricing')}>
            {t('common.renew')}
          </Button>
        </Stack>
      }
    >
      {t('common.planExpired')}
    </Alert>
  );
}

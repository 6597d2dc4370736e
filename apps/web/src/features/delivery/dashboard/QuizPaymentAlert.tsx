import { LockOutlined, Payment } from '@mui/icons-material';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiError } from '../../../lib/useApiError';
import { goToQuizCheckout } from './useQuizPayment';
import type { StartRefusal } from './useStartAssessment';

/**
 * A start refused with quizPaymentRequired (issue 7): the assessment is paid and this candidate has not
 * paid yet. Pay goes to the payment page; back on the dashboard the payment is recorded and it starts.
 */
export function QuizPaymentAlert({ refusal, onClose }: { refusal: StartRefusal; onClose: () => void }) {
  const { t } = useTranslation();
  const fail = useApiError();
  const [busy, setBusy] = useState(false);
  // Back from the payment page, the browser may restore the page as it was: no spinner left behind.
  useEffect(() => {
    const reset = () => setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const quizTopicId = refusal.quizTopicId;
  const pay = async () => {
    if (quizTopicId === undefined) return;
    setBusy(true);
    await goToQuizCheckout(quizTopicId, (error) => {
      setBusy(false);
      fail(error);
    });
  };

  return (
    <Alert
      severity="info"
      variant="outlined"
      role="alert"
      icon={<LockOutlined />}
      onClose={busy ? undefined : onClose}
      closeText={t('common.close')}
      sx={{ mb: 2, borderRadius: 3, bgcolor: 'background.paper', '& .MuiAlert-message': { width: '100%' } }}
      data-testid="quiz-payment-required"
    >
      <AlertTitle sx={{ fontWeight: 600 }}>{t('checkout.quizPaymentTitle')}</AlertTitle>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box component="span" sx={{ flex: '1 1 240px' }}>
          {t('checkout.quizPaymentText', { title: refusal.quizTitle })}
        </Box>
        <Button
          variant="contained"
          disabled={quizTopicId === undefined}
          startIcon={<Payment />}
          loading={busy}
          onClick={() => void pay()}
          aria-label={t('checkout.payAria', { title: refusal.quizTitle })}
          data-testid="quiz-pay"
        >
          {t('checkout.pay')}
        </Button>
      </Box>
    </Alert>
  );
}

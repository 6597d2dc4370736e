import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/TableStates';
import { ViewDialog } from '../../../components/ViewDialog';
import { mailLogApi, mailLogKeys } from '../api/mailLogApi';

/** What the server puts in place of a password reset token (apps/server/src/mail/maskCredentials.ts). */
const MASKED_TOKEN = 'token=••••••••';

/**
 * One mail as its recipient sees it. The mail's HTML is shown in an iframe with an empty `sandbox`: no
 * script runs in it whatever the HTML holds (the server escapes every text it puts in a mail, and the
 * app's Content-Security-Policy applies to the frame as well), no form is sent and no link navigates the
 * app. Password reset links arrive masked from the server.
 */
export function MailPreviewDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: mailLogKeys.preview(id ?? 0),
    queryFn: () => mailLogApi.preview(id!),
    enabled: id !== null,
  });
  const mail = query.data;

  return (
    <ViewDialog
      open={id !== null}
      onClose={onClose}
      title={t('mailLog.previewTitle')}
      testId="mail-preview"
      closeTestId="mail-preview-close"
      closeLabel={t('common.close')}
      width="md"
      // On a small screen the content scrolls, and keyboard users must be able to scroll it.
      focusableContent
    >
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} testId="mail-preview" />}
      {mail && (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            <Typography component="dt" color="text.secondary">
              {t('mailLog.previewTo')}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid="mail-preview-to">
              {mail.toEmail}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('mailLog.previewSubject')}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="mail-preview-subject"
            >
              {mail.subject}
            </Typography>
          </Box>
          {mail.html.includes(MASKED_TOKEN) && (
            <Alert severity="info" data-testid="mail-preview-masked">
              {t('mailLog.previewMasked')}
            </Alert>
          )}
          {mail.bodyKept ? (
            <Box
              component="iframe"
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={mail.html}
              title={t('mailLog.previewFrameTitle')}
              data-testid="mail-preview-frame"
              sx={{
                width: '100%',
                height: { xs: '60vh', sm: 'min(480px, 55vh)' },
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: '#ffffff',
              }}
            />
          ) : (
            <Alert severity="info">{t('mailLog.previewBodyGone')}</Alert>
          )}
        </Box>
      )}
    </ViewDialog>
  );
}

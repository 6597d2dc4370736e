import { isAdminRole, UI } from '@assessly/shared';
import { LinkOff, WorkspacePremiumOutlined } from '@mui/icons-material';
import { Alert, Box, Paper, Skeleton, Typography, useMediaQuery } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiRefusal } from '../../../api/client';
import { PageHeader } from '../../../components/PageHeader';
import { StatusCard } from '../../../components/StatusCard';
import { ErrorState } from '../../../components/TableStates';
import { useApiError } from '../../../lib/useApiError';
import { session } from '../../../session/session';
import { certificateApi, certificateKeys, type CertificateTarget } from '../api/certificateApi';
import { CERTIFICATE_ASPECT, parseCertificateTarget } from './certificateFormat';
import { CertificatePdfButton } from './CertificatePdfButton';
import { CertificateSheet, contentOfView } from './CertificateSheet';

const NOT_EARNED = 'certificateNotEarned';
const isAdmin = () => isAdminRole(session.user()?.userRoleId ?? 0);

/** Where the back arrow leads: the list the certificate was opened from (and that link's text key). */
function wayBack(target: CertificateTarget | null): { to: string; labelKey: string } {
  if (!isAdmin()) return { to: '/report/students', labelKey: 'certificates.backToResults' };
  if (target?.userId) return { to: '/report/admin', labelKey: 'certificates.backToReports' };
  return { to: '/report/template', labelKey: 'certificates.backToTemplates' };
}

/**
 * /report/certificates?templateId=T[&userId=U&attemptId=A] (spec 001 §2 "Certificate view"): a candidate's
 * certificate, or with the template alone the admin's preview; Certificate.pdf at 960 px and wider.
 */
export default function CertificatePage() {
  const [params] = useSearchParams();
  const target = useMemo(() => parseCertificateTarget(params), [params]);
  if (!target) return <BadLink />;
  return <CertificateScreen target={target} />;
}

function CertificateScreen({ target }: { target: CertificateTarget }) {
  const { t } = useTranslation();
  const onApiError = useApiError();
  const sheetRef = useRef<HTMLDivElement>(null);
  // Follows the window: the button appears and disappears as the window is resized (spec 001 §9).
  const wide = useMediaQuery(`(min-width:${UI.pdfMinWidth}px)`, { noSsr: true });
  const query = useQuery({
    queryKey: certificateKeys.view(target),
    queryFn: () => certificateApi.view(target),
    // A refusal (not earned, no access) answers the same the second time.
    retry: (count, error) => !(error instanceof ApiRefusal) && count < 1,
  });
  const notEarned = query.error instanceof ApiRefusal && query.error.code === NOT_EARNED;
  useEffect(() => {
    // certificateNotEarned has its own screen; other failures show their notice or go to NoInternet.
    if (query.error && !notEarned) onApiError(query.error);
  }, [query.error, notEarned, onApiError]);

  const title = t('pages.certificates');
  const backTo = wayBack(target).to;
  if (notEarned) return <NotEarned target={target} />;
  if (query.isPending)
    return (
      <Box role="status" aria-label={t('certificates.loading')} data-testid="certificate-loading">
        <PageHeader title={title} backTo={backTo} />
        <Skeleton
          variant="rounded"
          sx={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${CERTIFICATE_ASPECT.width} / ${CERTIFICATE_ASPECT.height}`,
          }}
        />
      </Box>
    );
  if (query.isError)
    return (
      <Box>
        <PageHeader title={title} backTo={backTo} />
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <ErrorState onRetry={() => void query.refetch()} testId="certificate" />
        </Paper>
      </Box>
    );

  const view = query.data;
  return (
    <Box data-testid="certificate-page">
      <PageHeader
        title={title}
        backTo={backTo}
        actions={wide ? <CertificatePdfButton target={sheetRef} title={view.template.title} /> : undefined}
      />
      {isAdmin() && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="certificate-raw-note">
          {t('certificates.rawNote')}
        </Alert>
      )}
      <Paper elevation={3} sx={{ borderRadius: 1, overflow: 'hidden' }}>
        <CertificateSheet ref={sheetRef} content={contentOfView(view)} />
      </Paper>
      {!wide && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="certificate-pdf-hint">
          {t('certificates.pdfWideOnly')}
        </Typography>
      )}
    </Box>
  );
}

/** A message in the middle of the page with one way onwards. */
function MessagePanel(props: {
  icon: typeof LinkOff;
  title: string;
  text: string;
  testId: string;
  target: CertificateTarget | null;
}) {
  const { t } = useTranslation();
  const way = wayBack(props.target);
  return (
    <Box>
      <PageHeader title={t('pages.certificates')} />
      <StatusCard
        icon={props.icon}
        title={props.title}
        text={props.text}
        testId={props.testId}
        action={{ to: way.to, label: t(way.labelKey), testId: 'certificate-back' }}
      />
    </Box>
  );
}

/** 202 certificateNotEarned: the attempt did not pass (or has no certificate). */
function NotEarned({ target }: { target: CertificateTarget }) {
  const { t } = useTranslation();
  return (
    <MessagePanel
      target={target}
      icon={WorkspacePremiumOutlined}
      title={t('messages.certificateNotEarned')}
      text={t('certificates.notEarnedText')}
      testId="certificate-not-earned"
    />
  );
}

function BadLink() {
  const { t } = useTranslation();
  return (
    <MessagePanel
      target={null}
      icon={LinkOff}
      title={t('certificates.badLinkTitle')}
      text={t('certificates.badLinkText')}
      testId="certificate-bad-link"
    />
  );
}

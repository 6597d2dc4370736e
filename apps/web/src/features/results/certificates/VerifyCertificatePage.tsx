import { SearchOff, Verified } from '@mui/icons-material';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CertificateVerification } from '@assessly/shared';
import { ApiRefusal } from '../../../api/client';
import { BrandLogo } from '../../../components/BrandLogo';
import { ErrorState } from '../../../components/TableStates';
import { storedLocale } from '../../../i18n';
import { certificateApi, certificateKeys } from '../api/certificateApi';
import { formatCertificateDate } from './certificateFormat';

/**
 * /verify/:certificateNumber (public, no shell): confirms an issued certificate with the candidate's name,
 * the assessment and the date, and nothing else; an unknown number says so on this page.
 */
export default function VerifyCertificatePage() {
  const { t } = useTranslation();
  const { certificateNumber = '' } = useParams();
  const query = useQuery({
    queryKey: certificateKeys.verification(certificateNumber),
    queryFn: () => certificateApi.verify(certificateNumber),
    retry: (count, error) => !(error instanceof ApiRefusal) && count < 1,
  });
  const unknown = query.error instanceof ApiRefusal && query.error.status === 404;

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <BrandLogo height={32} />
      </Box>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          px: 2,
          pt: { xs: 2, sm: 8 },
        }}
      >
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, borderRadius: 3, p: { xs: 3, sm: 5 } }}>
          {query.isPending ? (
            <Box
              role="status"
              aria-label={t('certificates.verifying')}
              sx={{ display: 'grid', placeItems: 'center', py: 6 }}
            >
              <CircularProgress aria-hidden />
            </Box>
          ) : unknown ? (
            <Unknown />
          ) : query.isError ? (
            <ErrorState onRetry={() => void query.refetch()} testId="verify" />
          ) : (
            <Valid certificate={query.data} />
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function Badge({ tone, children }: { tone: 'success' | 'warning'; children: ReactNode }) {
  const colors = tone === 'success' ? { bg: '#e6f4ea', fg: '#1b5e20' } : { bg: '#fff3e0', fg: '#7a3e00' };
  return (
    <Box
      aria-hidden
      sx={{
        width: 80,
        height: 80,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: colors.bg,
        color: colors.fg,
        mx: 'auto',
        mb: 2,
      }}
    >
      {children}
    </Box>
  );
}

function Valid({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    [t('certificates.verifyName'), certificate.fullName, 'verify-name'],
    [t('certificates.verifyAssessment'), certificate.quizTitle, 'verify-assessment'],
    [t('certificates.verifyIssuedOn'), formatCertificateDate(certificate.issuedOn, storedLocale()), 'verify-date'],
  ];
  return (
    <Box data-testid="verify-valid">
      <Badge tone="success">
        <Verified sx={{ fontSize: 44 }} />
      </Badge>
      <Typography variant="h5" component="h1" sx={{ textAlign: 'center', mb: 3, fontWeight: 700 }}>
        {t('certificates.validTitle')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
        {rows.map(([label, value, testId]) => (
          <Box key={testId} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              data-testid={testId}
              sx={{ m: 0, fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function Unknown() {
  const { t } = useTranslation();
  return (
    <Box data-testid="verify-unknown" sx={{ textAlign: 'center' }}>
      <Badge tone="warning">
        <SearchOff sx={{ fontSize: 44 }} />
      </Badge>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5, fontWeight: 700 }}>
        {t('certificates.unknownTitle')}
      </Typography>
      <Typography color="text.secondary">{t('certificates.unknownText')}</Typography>
    </Box>
  );
}

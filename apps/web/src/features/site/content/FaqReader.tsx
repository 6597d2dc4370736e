import { ExpandMore, HelpOutlineOutlined, InfoOutlined } from '@mui/icons-material';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ErrorState } from '../../../components/TableStates';
import { useSiteSettings } from '../../../lib/settings';
import { contentApi, contentKeys } from '../api/contentApi';

/** A calm panel with an icon, a sentence and maybe a way back: the empty and the turned-off states. */
function Notice({ icon, text, testId, action }: { icon: ReactNode; text: string; testId: string; action?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 3, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
        {icon}
        <Typography data-testid={testId} sx={{ maxWidth: 460 }}>
          {text}
        </Typography>
        {action}
      </Stack>
    </Paper>
  );
}

/**
 * The FAQ for candidates (spec 000 §2, §6): a read-only accordion, only while the site's allowFaq is on.
 * With the setting off the page says so instead of calling (the server would answer 403 anyway).
 */
export function FaqReader() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const allowed = settings.data?.allowFaq === true;
  const query = useQuery({ queryKey: contentKeys.faq, queryFn: contentApi.faqList, enabled: allowed });
  const loading = settings.isPending || (allowed && query.isPending);

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack spacing={1.5} role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  } else if (!allowed) {
    body = (
      <Notice
        icon={<InfoOutlined aria-hidden sx={{ fontSize: 44, opacity: 0.7 }} />}
        text={t('siteContent.faqOff')}
        testId="faq-off"
        action={
          <Button component={Link} to="/dashboard" variant="outlined">
            {t('siteContent.backToDashboard')}
          </Button>
        }
      />
    );
  } else if (query.error) {
    body = (
      <Paper variant="outlined">
        <ErrorState onRetry={() => void query.refetch()} testId="faq-list" />
      </Paper>
    );
  } else if (!query.data?.length) {
    body = (
      <Notice
        icon={<HelpOutlineOutlined aria-hidden sx={{ fontSize: 44, opacity: 0.7 }} />}
        text={t('siteContent.faqReaderEmpty')}
        testId="faq-list-empty"
      />
    );
  } else {
    body = (
      <Box data-testid="faq-accordion">
        {query.data.map((faq) => (
          <Accordion
            key={faq.faqId}
            disableGutters
            variant="outlined"
            data-testid="faq-item"
            slotProps={{ heading: { component: 'h2' } }}
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMore />}
              id={`faq-${faq.faqId}-summary`}
              aria-controls={`faq-${faq.faqId}-details`}
              sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{faq.title}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${faq.faqId}-details`} sx={{ px: { xs: 2, sm: 3 }, pt: 0, pb: 2.5 }}>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {faq.description}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeader title={t('pages.faq')} />
      {(loading || allowed) && (
        <Typography color="text.secondary" sx={{ mt: -1, mb: 2.5 }}>
          {t('siteContent.faqIntroReader')}
        </Typography>
      )}
      {body}
    </Box>
  );
}

import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useShellUser } from '../../../lib/useShellUser';
import { settingsApi, settingsKeys } from '../api/settingsApi';
import { AiPanel } from './AiPanel';
import { ColorPanel } from './ColorPanel';
import { EmailPanel } from './EmailPanel';
import { EmailTextsPanel } from './EmailTextsPanel';
import { ExamPanel } from './ExamPanel';
import { GeneralPanel } from './GeneralPanel';
import { LandingPanel } from './LandingPanel';
import type { PanelId } from './panelLayout';

const PANEL_IDS: readonly PanelId[] = ['general', 'exam', 'payment', 'email', 'color', 'landing', 'emailTexts', 'ai'];

/** The panel a link names (#settings-ai from the AI helpers' "no key yet"), opened with General. */
function panelOfHash(hash: string): PanelId | null {
  const id = hash.replace(/^#settings-/, '');
  return (PANEL_IDS as readonly string[]).includes(id) ? (id as PanelId) : null;
}
import { PaymentPanel } from './PaymentPanel';

/**
 * /settings/appSettings (spec 000 §2 "Site settings"): the seven expandable panels of the spec and the AI
 * panel (issue 8), each its own form with its own Save. Panels stay mounted when collapsed, so unsaved
 * edits survive closing one.
 */
export default function AppSettingsPage() {
  const { t } = useTranslation();
  const user = useShellUser();
  const query = useQuery({ queryKey: settingsKeys.admin, queryFn: settingsApi.adminSettings });
  const { hash } = useLocation();
  const [open, setOpen] = useState<Set<PanelId>>(() => new Set(['general', panelOfHash(hash) ?? 'general']));
  const panel = (id: PanelId) => ({
    expanded: open.has(id),
    onToggle: (expanded: boolean) =>
      setOpen((current) => {
        const next = new Set(current);
        if (expanded) next.add(id);
        else next.delete(id);
        return next;
      }),
  });
  // The demo admin's password is public: the server refuses it the panels that hold secrets.
  const locked = Boolean(user?.isDemo);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={t('siteSettings.title')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 3 }}>
        {t('siteSettings.intro')}
      </Typography>
      {query.isPending ? (
        <Stack spacing={1.5} aria-busy="true" data-testid="settings-loading">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert
          severity="error"
          data-testid="settings-error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('siteSettings.retry')}
            </Button>
          }
        >
          {t('siteSettings.loadFailed')}
        </Alert>
      ) : (
        <Box data-testid="settings-panels">
          <GeneralPanel settings={query.data} {...panel('general')} />
          <ExamPanel settings={query.data} {...panel('exam')} />
          <PaymentPanel settings={query.data} locked={locked} {...panel('payment')} />
          <EmailPanel settings={query.data} locked={locked} {...panel('email')} />
          <ColorPanel settings={query.data} {...panel('color')} />
          <LandingPanel settings={query.data} {...panel('landing')} />
          <EmailTextsPanel settings={query.data} {...panel('emailTexts')} />
          <AiPanel settings={query.data} locked={locked} {...panel('ai')} />
        </Box>
      )}
    </Box>
  );
}

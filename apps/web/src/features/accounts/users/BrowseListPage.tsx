import type { BrowseRow } from '@assessly/shared';
import { Box, Chip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { DateTimeCell } from '../../../components/DateTimeCell';
import { PageHeader } from '../../../components/PageHeader';
import { useServerPage } from '../../../components/useServerPage';
import { userApi, userKeys } from '../api/userApi';

/** Missing values (an old entry without a location, say) show as a quiet dash rather than a hole. */
const orDash = (value: string | null | undefined) =>
  value ? (
    value
  ) : (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      –
    </Box>
  );

/** /user/browseList, Browse History (spec 000 §2, §3): every login session, newest first, 10 a page. */
export default function BrowseListPage() {
  const { t } = useTranslation();
  const paged = useServerPage(userKeys.browse, userApi.browseList);

  return (
    <Box>
      <PageHeader title={t('pages.browseList')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('siteContent.browseIntro')}
      </Typography>
      <DataTable<BrowseRow>
        ariaLabel={t('siteContent.browseTableLabel')}
        testId="browse"
        {...paged}
        getRowId={(row) => row.loginHistoryId}
        emptyText={t('siteContent.browseEmpty')}
        columns={[
          {
            // Name over e-mail: two columns' worth of facts in one, so the device columns stay in view.
            key: 'fullName',
            header: t('siteContent.colUser'),
            render: (row) => (
              <Box sx={{ minWidth: 160 }}>
                <Box>{row.fullName}</Box>
                <Box
                  sx={{ color: 'text.secondary', fontWeight: 400, overflowWrap: 'anywhere' }}
                  data-testid="browse-email"
                >
                  {row.email}
                </Box>
              </Box>
            ),
          },
          {
            key: 'logInTime',
            header: t('siteContent.colLogIn'),
            render: (row) => <DateTimeCell value={row.logInTime} testId="browse-login-time" />,
          },
          {
            key: 'logOutTime',
            header: t('siteContent.colLogOut'),
            render: (row) =>
              row.logOutTime ? (
                <DateTimeCell value={row.logOutTime} />
              ) : (
                <Chip size="small" color="success" variant="outlined" label={t('siteContent.stillSignedIn')} />
              ),
          },
          { key: 'ip', header: t('siteContent.colIp'), render: (row) => orDash(row.ip) },
          {
            key: 'browser',
            header: t('siteContent.colBrowser'),
            render: (row) => orDash([row.browser, row.browserVersion].filter(Boolean).join(' ')),
          },
          { key: 'platform', header: t('siteContent.colPlatform'), render: (row) => orDash(row.platform) },
          { key: 'locationInfo', header: t('siteContent.colLocation'), render: (row) => orDash(row.locationInfo) },
        ]}
      />
    </Box>
  );
}

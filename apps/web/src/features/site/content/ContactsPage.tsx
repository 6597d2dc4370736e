import { cutDateTime, type ContactRow, siteRefs } from '@assessly/shared';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { ExpandableText } from '../../../components/ExpandableText';
import { ExportButtons } from '../../../components/ExportButtons';
import { PageHeader } from '../../../components/PageHeader';
import { useServerPage } from '../../../components/useServerPage';
import { contentApi, contentKeys } from '../api/contentApi';

/** /settings/contacts (spec 000 §2): the contact form's messages, 10 a page from the server, PDF and Excel. */
export default function ContactsPage() {
  const { t } = useTranslation();
  const paged = useServerPage(contentKeys.contacts, contentApi.contacts);

  return (
    <Box>
      <PageHeader title={t('pages.contacts')} />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {t('siteContent.contactsIntro')}
      </Typography>
      <DataTable<ContactRow>
        ariaLabel={t('siteContent.contactsTableLabel')}
        testId="contacts"
        {...paged}
        getRowId={(row) => row.contactId}
        emptyText={t('siteContent.contactsEmpty')}
        toolbar={<ExportButtons route={siteRefs.ExportContacts} formats={['pdf', 'xlsx']} testId="contacts-export" />}
        columns={[
          {
            key: 'name',
            header: t('siteContent.colName'),
            width: '16%',
            render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.name}</Box>,
          },
          {
            key: 'email',
            header: t('siteContent.colEmail'),
            width: '22%',
            render: (row) => (
              <Link
                href={`mailto:${row.email}`}
                title={t('siteContent.writeTo', { name: row.name })}
                sx={{ overflowWrap: 'anywhere' }}
                data-testid="contact-email"
              >
                {row.email}
              </Link>
            ),
          },
          {
            key: 'message',
            header: t('siteContent.colMessage'),
            render: (row) => <ExpandableText text={row.message} testId="contact-message" />,
          },
          {
            key: 'dateAdded',
            header: t('siteContent.colDate'),
            width: 170,
            render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{cutDateTime(row.dateAdded)}</Box>,
          },
        ]}
      />
    </Box>
  );
}

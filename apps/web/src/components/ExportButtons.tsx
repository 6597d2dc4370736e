/**
 * ExportButtons: PDF, Excel and CSV downloads of a list (spec 001 §2), through the list's export entry of
 * the route table (`/api/Export/<list>/:format`); the file is fetched with the bearer token and the user's
 * language and saved under the name of its Content-Disposition header.
 *
 * Usage: <ExportButtons route={authoringRefs.ExportQuestions} query={{ quizTopicId }} testId="questions-export" />
 * A list that offers fewer formats names them: <ExportButtons route={siteRefs.ExportFaq} formats={['pdf', 'xlsx']} />
 * (spec 000 §2: FAQ, Contacts and Payments offer PDF and Excel only); the default is all three.
 * Test ids: `${testId ?? 'export'}-pdf|xlsx|csv`. The busy button spins; failures go through useApiError
 * (401 / 403 lead to their pages like every call).
 */
import { Description, GridOn, PictureAsPdf } from '@mui/icons-material';
import { Button, ButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RouteRef } from '@assessly/shared';
import { routeUrl } from '../api/call';
import { ApiRefusal } from '../api/client';
import { useApiError } from '../lib/useApiError';
import { downloadApiFile } from './download';

const FORMATS = [
  { format: 'pdf', label: 'table.exportPdf', icon: <PictureAsPdf /> },
  { format: 'xlsx', label: 'table.exportXlsx', icon: <GridOn /> },
  { format: 'csv', label: 'table.exportCsv', icon: <Description /> },
] as const;
export type ExportFormat = (typeof FORMATS)[number]['format'];

export interface ExportButtonsProps {
  /** The list's export entry: a download whose path ends with :format. */
  route: RouteRef & { kind: 'download' };
  query?: Record<string, string | number>;
  testId?: string;
  /** The formats offered, in the usual order whatever order is given; all three when omitted. */
  formats?: readonly ExportFormat[];
}

const REDIRECTS: Record<number, string> = { 401: '/unauthorized', 403: '/forbidden' };

export function ExportButtons({ route, query, testId = 'export', formats }: ExportButtonsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const onError = useApiError();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    // The list's name names the file until the server's Content-Disposition does (…/Export/questions/:format).
    const base = route.path.split('/').filter(Boolean).at(-2) ?? 'export';
    setBusy(format);
    try {
      await downloadApiFile(routeUrl(route, { params: { format }, query }), `${base}.${format}`);
    } catch (error) {
      if (error instanceof ApiRefusal && REDIRECTS[error.status]) navigate(REDIRECTS[error.status]!);
      else if (error instanceof ApiRefusal && error.status === 404)
        onError(new ApiRefusal(202, 'notFound', false)); // a missing export must not leave the list
      else onError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <ButtonGroup variant="outlined" size="small" aria-label={t('table.exportGroup')} data-testid={testId}>
      {FORMATS.filter(({ format }) => !formats || formats.includes(format)).map(({ format, label, icon }) => (
        <Button
          key={format}
          startIcon={icon}
          loading={busy === format}
          loadingPosition="start"
          disabled={busy !== null && busy !== format}
          onClick={() => void download(format)}
          aria-label={t('table.downloadAs', { format: t(label) })}
          data-testid={`${testId}-${format}`}
        >
          {t(label)}
        </Button>
      ))}
    </ButtonGroup>
  );
}

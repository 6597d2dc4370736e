import { LOCALE_TAG, type DashboardStatus } from '@assessly/shared';
import { Assignment, People, Quiz, Sensors } from '@mui/icons-material';
import { Avatar, Box, Card, CardActionArea, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { storedLocale } from '../../../i18n';
import { formatCount } from '../analytics/chartData';

type TileColor = 'primary' | 'success' | 'warning' | 'info';

/** The four tiles of spec 001 §2 "Dashboard" and where each one leads. */
const ADMIN_TILES: {
  id: string;
  field: keyof DashboardStatus;
  label: 'tileCandidates' | 'tileAssessments' | 'tileLive' | 'tileQuestions';
  to: string;
  Icon: ComponentType<SvgIconProps>;
  color: TileColor;
}[] = [
  {
    id: 'candidates',
    field: 'totalStudents',
    label: 'tileCandidates',
    to: '/user/users',
    Icon: People,
    color: 'primary',
  },
  {
    id: 'assessments',
    field: 'totalQuizes',
    label: 'tileAssessments',
    to: '/quiz/topics',
    Icon: Assignment,
    color: 'info',
  },
  { id: 'live', field: 'liveQuizes', label: 'tileLive', to: '/quiz/topics', Icon: Sensors, color: 'success' },
  {
    id: 'questions',
    field: 'totalQuestions',
    label: 'tileQuestions',
    to: '/question/quizes',
    Icon: Quiz,
    color: 'warning',
  },
];

/**
 * The admin's four tiles: a big number in the user's language, what it counts, and a link to the list
 * behind it. While the counts load the numbers are skeletons; the links work at once.
 */
export function AdminTiles({ status }: { status: DashboardStatus | undefined }) {
  const { t } = useTranslation();
  const localeTag = LOCALE_TAG[storedLocale()];
  return (
    <Box
      component="ul"
      aria-label={t('analytics.tilesLabel')}
      data-testid="admin-tiles"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {ADMIN_TILES.map(({ id, field, label, to, Icon, color }) => (
        <Box component="li" key={id} sx={{ minWidth: 0 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={to}
              data-testid={`tile-${id}`}
              sx={{
                p: { xs: 1.5, sm: 2.5 },
                height: '100%',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                justifyContent: 'flex-start',
              }}
            >
              <Avatar
                variant="rounded"
                sx={{
                  bgcolor: `${color}.main`,
                  width: { xs: 44, sm: 52 },
                  height: { xs: 44, sm: 52 },
                  borderRadius: 2.5,
                }}
              >
                <Icon aria-hidden />
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  component="p"
                  data-testid={`tile-${id}-value`}
                  sx={{ fontSize: { xs: 28, sm: 34 }, fontWeight: 700, lineHeight: 1.1 }}
                >
                  {status ? formatCount(status[field], localeTag) : <Skeleton width={56} aria-hidden />}
                </Typography>
                <Typography color="text.secondary" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {t(`analytics.${label}`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Box>
  );
}

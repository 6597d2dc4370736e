import type { AdminSettings } from '@assessly/shared';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfSwitch } from '../../../components/FormFields';

/** The panels of the Site settings screen; their title and summary are siteSettings.<id> and <id>Hint. */
export type PanelId = 'general' | 'exam' | 'payment' | 'email' | 'color' | 'landing' | 'emailTexts' | 'ai';

/** What every panel receives from the page. */
export interface PanelProps {
  settings: AdminSettings;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}

/** Fields side by side from 900 px, stacked on phones. */
export function FieldGrid({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** A grid item spanning the whole row (long texts). */
export const Wide = ({ children }: { children: ReactNode }) => <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;

/** A group heading inside a panel (h3, under the panel's h2). */
export function GroupHeading({ children, first }: { children: ReactNode; first?: boolean }) {
  return (
    <Typography
      component="h3"
      variant="overline"
      color="text.secondary"
      sx={{ display: 'block', fontWeight: 700, letterSpacing: 1, mt: first ? 1 : 3, mb: 1.5 }}
    >
      {children}
    </Typography>
  );
}

/** A settings switch: label siteSettings.<name>, hint siteSettings.<name>Hint, test id settings-<name>. */
export function SettingsSwitch<T extends FieldValues>(props: {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  disabled?: boolean;
}) {
  const { control, name, disabled } = props;
  const { t } = useTranslation();
  return (
    <RhfSwitch
      control={control}
      name={name}
      label={t(`siteSettings.${name}`)}
      hint={t(`siteSettings.${name}Hint`)}
      testId={`settings-${name}`}
      disabled={disabled}
    />
  );
}

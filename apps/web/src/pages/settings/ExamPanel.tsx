import { examSettingRequest } from '@assessly/shared';
import { QuizOutlined } from '@mui/icons-material';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { settingsApi } from '../../api/settingsApi';
import { RhfSwitch } from '../../components/FormFields';
import type { PanelProps } from './panelLayout';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

const SWITCHES = ['endExam', 'tabChangeEndExam', 'logoOnExamPage'] as const;

/** Exam: what ends an exam early and whether the logo shows on the exam screen. */
export function ExamPanel({ settings, expanded, onToggle }: PanelProps) {
  const { t } = useTranslation();
  const { form, mutation, onSubmit } = usePanelForm({
    schema: examSettingRequest,
    defaults: {
      endExam: settings.endExam,
      tabChangeEndExam: settings.tabChangeEndExam,
      logoOnExamPage: settings.logoOnExamPage,
    },
    save: settingsApi.updateExam,
  });
  return (
    <SettingsPanel
      id="exam"
      title={t('siteSettings.exam')}
      hint={t('siteSettings.examHint')}
      icon={<QuizOutlined />}
      expanded={expanded}
      onToggle={onToggle}
      onSubmit={onSubmit}
      dirty={form.formState.isDirty}
      valid={form.formState.isValid}
      saving={mutation.isPending}
    >
      <Stack spacing={1.5}>
        {SWITCHES.map((name) => (
          <RhfSwitch
            key={name}
            control={form.control}
            name={name}
            label={t(`siteSettings.${name}`)}
            hint={t(`siteSettings.${name}Hint`)}
            testId={`settings-${name}`}
          />
        ))}
      </Stack>
    </SettingsPanel>
  );
}

import { examSettingRequest } from '@assessly/shared';
import { QuizOutlined } from '@mui/icons-material';
import { Stack } from '@mui/material';
import { settingsApi } from '../api/settingsApi';
import { SettingsSwitch, type PanelProps } from './panelLayout';
import { SettingsPanel } from './SettingsPanel';
import { usePanelForm } from './usePanelForm';

const SWITCHES = ['endExam', 'tabChangeEndExam', 'logoOnExamPage'] as const;

/** Exam: what ends an exam early and whether the logo shows on the exam screen. */
export function ExamPanel({ settings, ...toggle }: PanelProps) {
  const { form, panel } = usePanelForm({
    schema: examSettingRequest,
    defaults: {
      endExam: settings.endExam,
      tabChangeEndExam: settings.tabChangeEndExam,
      logoOnExamPage: settings.logoOnExamPage,
    },
    save: settingsApi.updateExam,
  });
  return (
    <SettingsPanel id="exam" icon={<QuizOutlined />} {...toggle} {...panel}>
      <Stack spacing={1.5}>
        {SWITCHES.map((name) => (
          <SettingsSwitch key={name} control={form.control} name={name} />
        ))}
      </Stack>
    </SettingsPanel>
  );
}

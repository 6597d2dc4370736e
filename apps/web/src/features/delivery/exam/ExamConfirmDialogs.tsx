import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';

interface ExamConfirmProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

// The exam's two questions before an end the candidate cannot undo. Loaded the first time one is needed
// (ExamScreen), so the first load of the exam screen stays small (issue 9).

/** "Stop the assessment?" (spec 001 §4). */
export function ExamStopDialog({ open, onConfirm, onClose }: ExamConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('exam.stopTitle')}
      message={t('exam.stopMessage')}
      confirmLabel={t('exam.stopConfirm')}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="exam-stop-confirm"
    />
  );
}

/** Skip on the last question ends the exam (issue 20): asked first, the focus on staying. */
export function ExamSkipLastDialog({ open, onConfirm, onClose }: ExamConfirmProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('exam.skipLastTitle')}
      message={t('exam.skipLastMessage')}
      confirmLabel={t('exam.skipLastConfirm')}
      cancelLabel={t('exam.skipLastCancel')}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="exam-skip-last-confirm"
    />
  );
}

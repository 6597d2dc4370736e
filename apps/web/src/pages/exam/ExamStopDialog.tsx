import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface ExamStopDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Stop the assessment?" (spec 001 §4); loaded when the candidate first presses Stop (ExamScreen). */
export function ExamStopDialog({ open, onConfirm, onClose }: ExamStopDialogProps) {
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

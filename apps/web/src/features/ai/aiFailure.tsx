import { Alert, AlertTitle } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRefusal } from '../../api/client';
import { useApiError } from '../../lib/useApiError';

/** A refused AI call (aiKeyMissing, aiTimeout, tooManyRequests …): a message key and its params. */
export interface AiFailure {
  code: string;
  params: Record<string, string | number>;
}

/**
 * The failures of an AI dialog stay inside the dialog, next to what the admin typed (spec: a clear
 * translated message, and nothing lost). A network failure still goes to NoInternet and 401/403/404 were
 * already redirected by the client, as for every other call.
 */
export function useAiFailure() {
  const onApiError = useApiError();
  const [failure, setFailure] = useState<AiFailure | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRefusal && ![401, 403, 404].includes(error.status))
        setFailure({ code: error.code, params: error.params });
      else onApiError(error);
    },
    [onApiError],
  );
  const clear = useCallback(() => setFailure(null), []);
  return { failure, fail, clear };
}

interface AlertProps {
  failure: AiFailure | null;
  testId: string;
  /** The alert's title; by default "Nothing was generated". */
  title?: string;
  /**
   * Move the focus to the alert when it appears: for a window whose progress held the focus, so that the
   * reason is seen and read out rather than the focus falling back to the page.
   */
  takeFocus?: boolean;
}

/** The refusal, translated, as an error alert at the top of the dialog. Test id: `testId`. */
export function AiFailureAlert({ failure, testId, title, takeFocus = false }: AlertProps) {
  const { t } = useTranslation();
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus && failure) alert.current?.focus();
  }, [takeFocus, failure]);
  if (!failure) return null;
  return (
    <Alert
      ref={alert}
      tabIndex={takeFocus ? -1 : undefined}
      severity="error"
      role="alert"
      data-testid={testId}
      sx={{ mb: 2, outline: 'none' }}
    >
      <AlertTitle>{title ?? t('ai.nothingGenerated')}</AlertTitle>
      {t(`messages.${failure.code}`, { ...failure.params, defaultValue: failure.code })}
    </Alert>
  );
}

import { UI } from '@assessly/shared';
import { Alert, Portal, Snackbar } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface Notice {
  /** An i18n message key (messages.<key>) or a full key path. */
  key: string;
  params?: Record<string, string | number>;
  /** 202 refusals are long (12 s); successes short (3 s). */
  long?: boolean;
  severity?: 'success' | 'info' | 'warning' | 'error';
}

const NotifierContext = createContext<(notice: Notice) => void>(() => undefined);
const DismissContext = createContext<() => void>(() => undefined);
export const useNotify = () => useContext(NotifierContext);
/** Closes the current notice, e.g. an old failure once the user has succeeded. */
export const useDismissNotice = () => useContext(DismissContext);

/** Spec 000 §8: 200 shows responseMsg for 3 s, 202 for 12 s, translated. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const notify = useCallback((n: Notice) => setNotice({ ...n, id: Date.now() }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  const text = useMemo(() => {
    if (!notice) return '';
    const key = notice.key.includes('.') ? notice.key : `messages.${notice.key}`;
    return t(key, { ...notice.params, defaultValue: notice.key });
  }, [notice, t]);
  return (
    <NotifierContext.Provider value={notify}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      {/* In a portal of its own, mounted when shown: an open dialog hides the app root from screen
          readers (aria-hidden), and a refusal shown over a dialog must still be read and reachable. */}
      <Portal>
        <Snackbar
          key={notice?.id}
          open={Boolean(notice)}
          autoHideDuration={notice?.long ? UI.longMessageMs : UI.shortMessageMs}
          onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
          anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        >
          <Alert
            variant="filled"
            severity={notice?.severity ?? (notice?.long ? 'warning' : 'success')}
            onClose={() => setNotice(null)}
            role="alert"
            data-testid="notice"
          >
            {text}
          </Alert>
        </Snackbar>
      </Portal>
    </NotifierContext.Provider>
  );
}

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { wantsEmailSettingsLink } from '../components/noMailServer';
import { lazyPart } from './lazyPart';

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

/** MUI's Snackbar loads with the first notice, not with every screen (issue 9). */
const useNoticeBar = lazyPart(() => import('./NoticeBar'));

/** Spec 000 §8: 200 shows responseMsg for 3 s, 202 for 12 s, translated. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<(Notice & { id: number }) | null>(null);
  const notify = useCallback((n: Notice) => setNotice({ ...n, id: Date.now() }), []);
  const dismiss = useCallback(() => setNotice(null), []);
  const bar = useNoticeBar(notice !== null);
  const text = useMemo(() => {
    if (!notice) return '';
    const key = notice.key.includes('.') ? notice.key : `messages.${notice.key}`;
    return t(key, { ...notice.params, defaultValue: notice.key });
  }, [notice, t]);
  // "Email settings not done yet" seen by an admin links to the Email panel (issue 20).
  const emailSettingsLink = notice ? wantsEmailSettingsLink(notice.key) : false;
  return (
    <NotifierContext.Provider value={notify}>
      <DismissContext.Provider value={dismiss}>{children}</DismissContext.Provider>
      {bar && <bar.NoticeBar notice={notice} text={text} onClose={dismiss} emailSettingsLink={emailSettingsLink} />}
    </NotifierContext.Provider>
  );
}

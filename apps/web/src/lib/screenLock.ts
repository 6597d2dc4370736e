import { useCallback, useState } from 'react';
import { session } from '../session/session';

const LOCK_KEY = 'screenLocked';

/** The lock belongs to this sign-in (its log code), so a new sign-in in the same tab starts unlocked. */
const lockOwner = () => session.logCode() ?? 'signedIn';

export const clearScreenLock = () => sessionStorage.removeItem(LOCK_KEY);

/** Lock state kept in sessionStorage: a reload of the tab stays locked (spec 000 §4). */
export function useScreenLock() {
  const [locked, setLocked] = useState(() => sessionStorage.getItem(LOCK_KEY) === lockOwner());
  const lock = useCallback(() => {
    sessionStorage.setItem(LOCK_KEY, lockOwner());
    setLocked(true);
  }, []);
  const unlock = useCallback(() => {
    clearScreenLock();
    setLocked(false);
  }, []);
  return { locked, lock, unlock };
}

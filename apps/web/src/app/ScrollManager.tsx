import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const SWITCH_TO_REGISTER_KEY = 'switchToRegister';
const positions = new Map<string, number>();

/**
 * Spec 000 §2 scroll rules: SignIn → Landing with the "switch to register" flag scrolls to #contact;
 * otherwise to the URL hash, or the saved position on back navigation, or the top.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location.pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = location.pathname;
    const save = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    const scrollToId = (id: string) => {
      // The target may render after lazy loading; try for a short while.
      let tries = 0;
      const attempt = () => {
        const el = document.getElementById(id);
        if (el) el.scrollIntoView({ behavior: 'smooth' });
        else if (tries++ < 20) window.setTimeout(attempt, 100);
      };
      attempt();
    };
    if (from === '/signIn' && location.pathname === '/' && sessionStorage.getItem(SWITCH_TO_REGISTER_KEY)) {
      sessionStorage.removeItem(SWITCH_TO_REGISTER_KEY);
      scrollToId('contact');
    } else if (location.hash) {
      scrollToId(location.hash.slice(1));
    } else if (navigationType === 'POP' && positions.has(location.key)) {
      window.scrollTo(0, positions.get(location.key)!);
    } else {
      window.scrollTo(0, 0);
    }
    return () => window.removeEventListener('scroll', save);
  }, [location, navigationType]);
  return null;
}

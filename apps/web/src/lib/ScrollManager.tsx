import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export const SWITCH_TO_REGISTER_KEY = 'switchToRegister';
const positions = new Map<string, number>();

/**
 * Spec 000 §2 scroll rules: SignIn → Landing with the "switch to register" flag (SignIn's Register) scrolls
 * to the pricing section, where a visitor chooses the plan to register with (§2 SignIn: "Register (goes
 * to Landing pricing)"; issue 20). The pricing section exists only while a plan does; without one the
 * flag keeps the shell rule's contact section. Other navigations scroll to the URL hash, or the saved
 * position on back navigation, or the top.
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
    /** The first of the ids that is on the page; the landing renders its sections together. */
    const scrollToId = (...ids: string[]) => {
      // The target may render after lazy loading; try for a short while.
      let tries = 0;
      const attempt = () => {
        const el = ids.map((id) => document.getElementById(id)).find(Boolean);
        if (el) el.scrollIntoView({ behavior: 'smooth' });
        else if (tries++ < 20) window.setTimeout(attempt, 100);
      };
      attempt();
    };
    if (from === '/signIn' && location.pathname === '/' && sessionStorage.getItem(SWITCH_TO_REGISTER_KEY)) {
      sessionStorage.removeItem(SWITCH_TO_REGISTER_KEY);
      scrollToId('pricing', 'contact');
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

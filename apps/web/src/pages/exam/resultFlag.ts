import { useEffect, useState } from 'react';
import { clearResultFlag, readResultFlag } from './examSession';

// One pending clear for the whole page: React StrictMode unmounts and mounts a component again at once
// in development, and that fake unmount must not lose the flag (a reload would then bounce to the
// dashboard). The real leave has no mount after it, so the clear goes through.
let pendingClear: ReturnType<typeof setTimeout> | undefined;

/**
 * The attempt whose result to show, read once from the result flag (spec 001 §2: the sheet is shown only
 * when the flag is set; it is cleared on leaving). A reload keeps the flag; leaving the page clears it.
 */
export function useResultFlag(): number | null {
  const [attemptId] = useState(readResultFlag);
  useEffect(() => {
    clearTimeout(pendingClear);
    return () => {
      pendingClear = setTimeout(clearResultFlag, 0);
    };
  }, []);
  return attemptId;
}

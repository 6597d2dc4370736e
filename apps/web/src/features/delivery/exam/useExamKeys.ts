// UX.md: the exam works with the keyboard alone — number keys (or A–E) choose, arrows move, Enter submits.
import { useEffect, useRef } from 'react';
import { optionIndexForKey, type ExamOption, type Letter } from './examAnswer';

interface ExamKeysOptions {
  active: boolean;
  options: ExamOption[];
  choose: (letter: Letter) => void;
  submit: () => void;
}

/** Typing in a text box (the descriptive answer) keeps its keys. */
const isTyping = (el: HTMLElement) =>
  el.isContentEditable || el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.type === 'text');

/** Enter on a button, link or tab activates that control instead of submitting. */
const ownsEnter = (el: HTMLElement) => Boolean(el.closest('button, a[href], [role="tab"], [role="dialog"], textarea'));

export function useExamKeys({ active, options, choose, submit }: ExamKeysOptions) {
  const latest = useRef({ options, choose, submit });
  latest.current = { options, choose, submit };
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (isTyping(target) || target.closest('[role="dialog"]')) return;
      if (event.key === 'Enter') {
        if (ownsEnter(target)) return;
        event.preventDefault();
        latest.current.submit();
        return;
      }
      const index = optionIndexForKey(event.key, latest.current.options.length);
      if (index === null) return;
      event.preventDefault();
      latest.current.choose(latest.current.options[index]!.letter);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
}

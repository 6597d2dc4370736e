// @vitest-environment jsdom
// The exam screen's parts with the real i18n tables: the countdown and what it announces, the options
// as radios or checkboxes, and the descriptive box that blocks paste, copy and cut.
import { translations } from '@assessly/shared/i18n';
import { act, cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { toggleLetter, type ExamOption, type Letter } from '../../src/features/delivery/exam/examAnswer';
import { ExamOptions, ExamTextAnswer } from '../../src/features/delivery/exam/ExamOptions';
import { ExamTimer } from '../../src/features/delivery/exam/ExamTimer';

const en = translations.en.exam;
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ExamTimer', () => {
  it('counts down on the server clock, announces minutes and the last ten seconds, expires once', () => {
    vi.useFakeTimers();
    const now = Date.parse('2030-01-01T10:00:00.000Z');
    vi.setSystemTime(now);
    const onExpire = vi.fn();
    // The server is 30 s behind the candidate's clock: 2:30 left on the server = 2:30 on screen.
    const clock = { deadlineAt: '2030-01-01T10:02:00.000Z', offsetMs: -30_000 };
    render(<ExamTimer clock={clock} onExpire={onExpire} />);
    const timer = screen.getByRole('timer', { name: en.timeLeft });
    const live = screen.getByTestId('exam-timer-announcement');
    expect(timer).toHaveTextContent('02:30');
    expect(timer).toHaveAttribute('data-urgent', 'false');
    expect(live).toHaveTextContent('');

    act(() => vi.advanceTimersByTime(10_000));
    expect(timer).toHaveTextContent('02:20');
    // 2:20 is not a whole minute: nothing is said.
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(20_000));
    expect(live).toHaveTextContent(en.minutesLeft.replace('{{count}}', '2'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(live).toHaveTextContent(en.oneMinuteLeft);
    expect(timer).toHaveAttribute('data-urgent', 'true');
    act(() => vi.advanceTimersByTime(45_000));
    // 15 s left: still the minute's announcement.
    expect(live).toHaveTextContent(en.oneMinuteLeft);
    act(() => vi.advanceTimersByTime(5_000));
    expect(live).toHaveTextContent(en.secondsLeft.replace('{{count}}', '10'));
    act(() => vi.advanceTimersByTime(9_000));
    expect(live).toHaveTextContent(en.oneSecondLeft);
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3_000));
    expect(timer).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows hours for long assessments', () => {
    const deadlineAt = new Date(Date.now() + (2 * 3600 + 5 * 60) * 1000).toISOString();
    render(<ExamTimer clock={{ deadlineAt, offsetMs: 0 }} onExpire={() => undefined} />);
    expect(screen.getByRole('timer')).toHaveTextContent(/2:0[45]:\d\d/);
  });
});

const OPTIONS: ExamOption[] = [
  { letter: 'A', text: 'Paris' },
  { letter: 'B', text: 'Rome' },
  { letter: 'C', text: 'Madrid' },
];

function Options({ multiple }: { multiple: boolean }) {
  const [chosen, setChosen] = useState<Letter[]>([]);
  return (
    <>
      <h2 id="q">Question 1 of 1</h2>
      <ExamOptions
        groupId="g"
        labelledBy="q"
        options={OPTIONS}
        chosen={chosen}
        multiple={multiple}
        code={false}
        disabled={false}
        onChoose={(letter) => setChosen((c) => toggleLetter(c, letter, multiple))}
      />
    </>
  );
}

describe('ExamOptions', () => {
  it('offers one choice as radio buttons named by letter and text', () => {
    render(<Options multiple={false} />);
    const group = screen.getByRole('radiogroup', { name: 'Question 1 of 1' });
    expect(group).toHaveAccessibleDescription(en.keyboardHint);
    fireEvent.click(screen.getByRole('radio', { name: /^A\.\s?Paris$/ }));
    fireEvent.click(screen.getByRole('radio', { name: /^C\.\s?Madrid$/ }));
    expect(screen.getByRole('radio', { name: /^A\.\s?Paris$/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /^C\.\s?Madrid$/ })).toBeChecked();
  });

  it('offers several choices as checkboxes, and the arrow keys move between them', () => {
    render(<Options multiple />);
    expect(screen.getByRole('group', { name: 'Question 1 of 1' })).toHaveAccessibleDescription(
      `${en.chooseAll} ${en.keyboardHint}`,
    );
    const [a, b, c] = screen.getAllByRole('checkbox');
    fireEvent.click(a!);
    fireEvent.click(c!);
    expect(a).toBeChecked();
    expect(b).not.toBeChecked();
    expect(c).toBeChecked();
    a!.focus();
    fireEvent.keyDown(a!, { key: 'ArrowDown' });
    expect(b).toHaveFocus();
    fireEvent.keyDown(b!, { key: 'ArrowUp' });
    fireEvent.keyDown(a!, { key: 'ArrowUp' });
    expect(c).toHaveFocus();
  });
});

describe('ExamTextAnswer', () => {
  it('blocks paste, copy, cut and drop, says so, and submits on Ctrl+Enter', () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(<ExamTextAnswer value="typed" disabled={false} onChange={onChange} onSubmit={onSubmit} />);
    const box = screen.getByRole('textbox', { name: en.answerLabel });
    expect(box).toHaveAccessibleDescription(en.noPasteHint);
    for (const kind of ['paste', 'copy', 'cut', 'drop'] as const) {
      const event = createEvent[kind](box);
      fireEvent(box, event);
      expect(event.defaultPrevented, kind).toBe(true);
    }
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

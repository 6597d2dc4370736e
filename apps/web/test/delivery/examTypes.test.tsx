// @vitest-environment jsdom
// The exam screen's renderers of issue 22's types with the real i18n tables: what a keyboard and a screen
// reader get (names, roles, the live region of ordering), and the wire form each change hands the screen.
import { ANSWER_SEPARATOR as SEP, QUESTION_TYPE_ID, type ExamQuestion } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { act, cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { EMPTY_DRAFT, type ExamDraft, type TypedExamQuestion } from '../../src/features/delivery/exam/examAnswer';
import { ExamAnswerArea } from '../../src/features/delivery/exam/ExamAnswerArea';
import { ExamCloze } from '../../src/features/delivery/exam/ExamCloze';
import { ExamLineAnswer } from '../../src/features/delivery/exam/ExamLineAnswer';
import { ExamMatching } from '../../src/features/delivery/exam/ExamMatching';
import { ExamOrdering } from '../../src/features/delivery/exam/ExamOrdering';

const { exam: en, examTypes: tx } = translations.en;
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);
afterEach(cleanup);

const base: ExamQuestion = {
  serial: 0,
  totalQuestions: 1,
  quizQuestionId: 3,
  questionDetail: 'Question',
  questionTypeId: 1,
  questionCategoryName: 'General',
  optionA: '',
  optionB: '',
  optionC: '',
  optionD: '',
  optionE: '',
  imagePath: null,
  videoPath: null,
  isCodeSnippet: false,
  savedAnswer: null,
};
const q = (over: Partial<TypedExamQuestion>): TypedExamQuestion => ({ ...base, ...over });
const ordering = q({
  questionTypeId: QUESTION_TYPE_ID.ordering,
  items: [
    { id: 'a', text: 'Mercury' },
    { id: 'b', text: 'Venus' },
    { id: 'c', text: 'Earth' },
  ],
});
const matching = q({
  questionTypeId: QUESTION_TYPE_ID.matching,
  stems: [
    { id: 's1', text: 'France' },
    { id: 's2', text: 'Italy' },
  ],
  choices: [
    { id: 'c1', text: 'Rome' },
    { id: 'c2', text: 'Paris' },
    { id: 'c3', text: 'Berlin' },
  ],
});
const cloze = q({
  questionTypeId: QUESTION_TYPE_ID.cloze,
  questionDetail: '[[1]] is in France; pi is about [[2]]; the sky is [[3]]; flags: [[4]].',
  blanks: [
    { no: 1, kind: 'text' },
    { no: 2, kind: 'number' },
    {
      no: 3,
      kind: 'choice',
      choices: [
        { id: 'x1', text: 'blue' },
        { id: 'x2', text: 'green' },
      ],
    },
    {
      no: 4,
      kind: 'choice',
      multiple: true,
      choices: [
        { id: 'm1', text: 'red' },
        { id: 'm2', text: 'white' },
      ],
    },
  ],
});

/** A renderer with its answer kept as the screen keeps it (the wire form in the draft's text). */
function Harness({
  question,
  Renderer,
  onWire,
  onSubmit = () => undefined,
}: {
  question: TypedExamQuestion;
  Renderer: typeof ExamMatching;
  onWire: (wire: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(question.savedAnswer ?? '');
  return (
    <>
      <h2 id="heading">Question 1 of 1</h2>
      <Renderer
        question={question}
        value={value}
        disabled={false}
        labelledBy="heading"
        onChange={(wire) => {
          setValue(wire);
          onWire(wire);
        }}
        onSubmit={onSubmit}
      />
    </>
  );
}

describe('ExamOrdering', () => {
  it('moves items with the Move up / Move down buttons, keeps the focus on the item and announces each move', () => {
    const onWire = vi.fn();
    render(<Harness question={ordering} Renderer={ExamOrdering} onWire={onWire} />);
    const group = screen.getByRole('group', { name: 'Question 1 of 1' });
    expect(group).toHaveAccessibleDescription(tx.orderingHint);
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Mercury', '2Venus', '3Earth']);
    expect(screen.getByRole('button', { name: fill(tx.moveUp, { item: 'Mercury' }) })).toBeDisabled();
    expect(onWire).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: fill(tx.moveUp, { item: 'Earth' }) }));
    expect(onWire).toHaveBeenLastCalledWith(['a', 'c', 'b'].join(SEP));
    expect(screen.getByRole('status')).toHaveTextContent(fill(tx.orderMoved, { item: 'Earth', position: 2, total: 3 }));
    expect(screen.getByRole('button', { name: fill(tx.moveUp, { item: 'Earth' }) })).toHaveFocus();

    // At the top the Up button is disabled: the focus goes to the item's other button.
    fireEvent.click(screen.getByRole('button', { name: fill(tx.moveUp, { item: 'Earth' }) }));
    expect(onWire).toHaveBeenLastCalledWith(['c', 'a', 'b'].join(SEP));
    expect(screen.getByRole('button', { name: fill(tx.moveDown, { item: 'Earth' }) })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(fill(tx.orderMoved, { item: 'Earth', position: 1, total: 3 }));
  });

  it('shows a saved order again on resume', () => {
    render(
      <Harness
        question={{ ...ordering, savedAnswer: ['b', 'c', 'a'].join(SEP) }}
        Renderer={ExamOrdering}
        onWire={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1Venus', '2Earth', '3Mercury']);
  });
});

describe('ExamMatching', () => {
  it('offers one select per stem, named by the stem; a choice and a clear give the wire form', () => {
    const onWire = vi.fn();
    render(<Harness question={matching} Renderer={ExamMatching} onWire={onWire} />);
    expect(screen.getByRole('group', { name: 'Question 1 of 1' })).toHaveAccessibleDescription(tx.matchingHint);
    const italy = screen.getByRole('combobox', { name: 'Italy' });
    expect(
      within(italy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([tx.chooseAnswer, 'Rome', 'Paris', 'Berlin']);
    fireEvent.change(italy, { target: { value: 'c1' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'France' }), { target: { value: 'c2' } });
    expect(onWire).toHaveBeenLastCalledWith(`s1=c2${SEP}s2=c1`);
    fireEvent.click(screen.getByRole('button', { name: fill(tx.clearPair, { stem: 'France' }) }));
    expect(onWire).toHaveBeenLastCalledWith('s2=c1');
    expect(screen.getByRole('combobox', { name: 'France' })).toHaveValue('');
  });

  it('shows saved pairs again on resume', () => {
    render(<Harness question={{ ...matching, savedAnswer: 's2=c3' }} Renderer={ExamMatching} onWire={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Italy' })).toHaveValue('c3');
    expect(screen.getByRole('combobox', { name: 'France' })).toHaveValue('');
  });
});

describe('ExamCloze', () => {
  it('puts a named field at each blank: text, a number pad, a dropdown, checkboxes', () => {
    const onWire = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness question={cloze} Renderer={ExamCloze} onWire={onWire} onSubmit={onSubmit} />);
    expect(screen.getByTestId('exam-question-text')).toHaveTextContent(/is in France; pi is about .* the sky is/);
    const city = screen.getByRole('textbox', { name: fill(tx.blankLabel, { no: 1 }) });
    const pi = screen.getByRole('textbox', { name: fill(tx.blankLabel, { no: 2 }) });
    expect(pi).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(city, { target: { value: 'Paris ' } });
    // Typed values stay as typed on screen; the answer trims them.
    expect(city).toHaveValue('Paris ');
    expect(onWire).toHaveBeenLastCalledWith('1=Paris');
    fireEvent.change(pi, { target: { value: '3.14' } });
    fireEvent.change(screen.getByRole('combobox', { name: fill(tx.blankLabel, { no: 3 }) }), {
      target: { value: 'x1' },
    });
    const flags = screen.getByRole('group', { name: fill(tx.blankLabel, { no: 4 }) });
    fireEvent.click(within(flags).getByRole('checkbox', { name: 'white' }));
    fireEvent.click(within(flags).getByRole('checkbox', { name: 'red' }));
    expect(onWire).toHaveBeenLastCalledWith(['1=Paris', '2=3.14', '3=x1', '4=m1', '4=m2'].join(SEP));

    const paste = createEvent.paste(city);
    fireEvent(city, paste);
    expect(paste.defaultPrevented).toBe(true);
    fireEvent.keyDown(pi, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: tx.clearBlanks }));
    expect(onWire).toHaveBeenLastCalledWith('');
    expect(city).toHaveValue('');
  });

  it('shows a saved answer again on resume', () => {
    render(
      <Harness
        question={{ ...cloze, savedAnswer: ['1=Lyon', '3=x2', '4=m2'].join(SEP) }}
        Renderer={ExamCloze}
        onWire={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: fill(tx.blankLabel, { no: 1 }) })).toHaveValue('Lyon');
    expect(screen.getByRole('combobox', { name: fill(tx.blankLabel, { no: 3 }) })).toHaveValue('x2');
    expect(screen.getByRole('checkbox', { name: 'white' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'red' })).not.toBeChecked();
  });
});

describe('ExamLineAnswer', () => {
  it('a number opens the number pad, Enter submits, paste is blocked and said so', () => {
    const onWire = vi.fn();
    const onSubmit = vi.fn();
    const numerical = q({ questionTypeId: QUESTION_TYPE_ID.numerical });
    function Numeric() {
      const [value, setValue] = useState('');
      return (
        <ExamLineAnswer
          question={numerical}
          value={value}
          disabled={false}
          labelledBy="h"
          numeric
          onChange={(v) => {
            setValue(v);
            onWire(v);
          }}
          onSubmit={onSubmit}
        />
      );
    }
    render(<Numeric />);
    const box = screen.getByRole('textbox', { name: tx.numberLabel });
    expect(box).toHaveAttribute('inputmode', 'decimal');
    expect(box).toHaveAccessibleDescription(tx.lineHint);
    fireEvent.change(box, { target: { value: '9.81' } });
    expect(onWire).toHaveBeenLastCalledWith('9.81');
    const paste = createEvent.paste(box);
    fireEvent(box, paste);
    expect(paste.defaultPrevented).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('ExamAnswerArea', () => {
  function Area({ question }: { question: TypedExamQuestion }) {
    const [draft, setDraft] = useState<ExamDraft>(EMPTY_DRAFT);
    return (
      <>
        <h2 id="heading">Question 1 of 1</h2>
        <ExamAnswerArea
          question={question}
          draft={draft}
          setDraft={setDraft}
          options={[
            { letter: 'A', text: 'True' },
            { letter: 'B', text: 'False' },
          ]}
          multiple={false}
          sending={false}
          groupId="g"
          headingId="heading"
          onChoose={(letter) => setDraft({ ...draft, letters: [letter] })}
          onSubmit={() => undefined}
        />
      </>
    );
  }

  it('shows true/false as two radio buttons in the candidate’s language', () => {
    render(<Area question={q({ questionTypeId: QUESTION_TYPE_ID.trueFalse, optionA: 'True', optionB: 'False' })} />);
    expect(screen.getByRole('radiogroup', { name: 'Question 1 of 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      `AA. ${en.trueLabel}`,
      `BB. ${en.falseLabel}`,
    ]);
  });

  it('loads a type’s renderer when its first question shows', async () => {
    render(<Area question={matching} />);
    expect(screen.getByTestId('exam-part-loading')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'France' }, { timeout: 10_000 })).toBeInTheDocument();
    await act(() => Promise.resolve());
  });
});

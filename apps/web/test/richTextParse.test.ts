// How question text splits into plain text, math and code before anything is rendered.
import { describe, expect, it } from 'vitest';
import { parseMath, parseRichText } from '../src/components/richTextParse';

describe('parseMath', () => {
  it('finds inline and display formulas', () => {
    expect(parseMath('Area $x^2$ and $$\\frac{a}{b}$$ done')).toEqual([
      { kind: 'text', text: 'Area ' },
      { kind: 'math', tex: 'x^2', display: false },
      { kind: 'text', text: ' and ' },
      { kind: 'math', tex: '\\frac{a}{b}', display: true },
      { kind: 'text', text: ' done' },
    ]);
  });

  it('leaves prices, lone dollars and escaped dollars as text', () => {
    expect(parseMath('It costs $5 and $10 today')).toEqual([{ kind: 'text', text: 'It costs $5 and $10 today' }]);
    expect(parseMath('one $ sign')).toEqual([{ kind: 'text', text: 'one $ sign' }]);
    expect(parseMath('\\$x$ is not math')).toEqual([{ kind: 'text', text: '$x$ is not math' }]);
    expect(parseMath('empty $$$$ stays')).toEqual([{ kind: 'text', text: 'empty $$$$ stays' }]);
  });

  it('does not run an inline formula across lines', () => {
    expect(parseMath('$a\nb$')).toEqual([{ kind: 'text', text: '$a\nb$' }]);
  });
});

describe('parseRichText', () => {
  it('treats fenced blocks as code in every text, code snippet or not (issue 20)', () => {
    const text = 'What prints?\n```python\nprint("$x$")\n```\nPick $y$';
    const segments = [
      { kind: 'text', text: 'What prints?' },
      { kind: 'code', code: 'print("$x$")', lang: 'python' },
      { kind: 'text', text: 'Pick ' },
      { kind: 'math', tex: 'y', display: false },
    ];
    expect(parseRichText(text, true)).toEqual(segments);
    expect(parseRichText(text, false)).toEqual(segments);
  });

  it('reads ``` as a fence only at the start of a line', () => {
    expect(parseRichText('Type ``` then\nmore', false)).toEqual([{ kind: 'text', text: 'Type ``` then\nmore' }]);
  });

  it('makes a code snippet without fences code as a whole', () => {
    expect(parseRichText('SELECT * FROM t;', true)).toEqual([{ kind: 'code', code: 'SELECT * FROM t;', lang: null }]);
  });
});

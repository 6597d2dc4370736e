// Question and answer text in the server's PDFs (issue 20): split as the screens split it, code without its
// fences, line for line in a monospace font with its indentation, and formulas as readable text.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { registerFonts } from '../../src/lib/export/pdfFonts.js';
import { richBlocks, richPlainText } from '../../src/lib/export/pdfRichText.js';
import { TextLayout } from '../../src/lib/export/pdfText.js';
import { texToText } from '../../src/lib/export/texText.js';

describe('texToText', () => {
  it('writes common formulas as a reader would', () => {
    const cases: [string, string][] = [
      ['x^2 + y^2 = z^2', 'x² + y² = z²'],
      ['\\frac{a+b}{2}', '(a+b)/2'],
      ['a_{n+1} = a_n + d', 'aₙ₊₁ = aₙ + d'],
      ['\\sqrt{x} \\cdot \\sqrt[3]{y+1}', '√x · ³√(y+1)'],
      ['\\alpha \\le \\pi \\neq \\infty', 'α ≤ π ≠ ∞'],
      ['\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}', '∑ᵢ₌₁ⁿ i = (n(n+1))/2'],
      ['90^\\circ', '90°'],
      ['\\text{area} = \\pi r^2', 'area = π r²'],
      ['\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1', 'lim_(x → 0) (sin x)/x = 1'],
      ['e^{i\\pi}', 'e^(iπ)'],
      ['\\left( \\frac{1}{2} \\right)', '( 1/2 )'],
    ];
    for (const [tex, text] of cases) expect(texToText(tex), tex).toBe(text);
  });

  it('keeps unknown commands readable and never throws on broken TeX', () => {
    expect(texToText('\\unknown{x}')).toBe('unknownx');
    for (const broken of ['\\frac{1}{', '{{{', '}}}', '^', '_', '\\', '\\sqrt[', 'x^{'])
      expect(() => texToText(broken), broken).not.toThrow();
  });
});

describe('richBlocks', () => {
  it('prints fenced code without its fences, as a block of its own, and formulas as text', () => {
    const text = 'What prints?\n```python\nfor i in range(2):\n    print(i)\n```\nArea $\\pi r^2$, or $$\\frac{a}{b}$$';
    expect(richBlocks(text)).toEqual([
      { kind: 'text', text: 'What prints?' },
      { kind: 'code', text: 'for i in range(2):\n    print(i)' },
      { kind: 'text', text: 'Area π r², or \na/b' },
    ]);
    expect(richPlainText(text)).not.toContain('```');
  });

  it('prints a code snippet without fences as code as a whole, and other text as it is', () => {
    expect(richBlocks('int x = 1;\nreturn x;', true)).toEqual([{ kind: 'code', text: 'int x = 1;\nreturn x;' }]);
    expect(richBlocks('It costs $5 and $10', false)).toEqual([{ kind: 'text', text: 'It costs $5 and $10' }]);
    expect(richBlocks('')).toEqual([]);
  });
});

describe('code lines in a PDF cell', () => {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 0 });
  const fonts = registerFonts(doc);
  const layout = new TextLayout(doc, fonts, 8);

  it('keeps every line and its indentation, in the monospace font', () => {
    const lines = layout.codeLines('def f():\n    return 1\n\nf()', 400);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l.map((r) => r.text).join(''))).toEqual(['def f():', 'return 1', '', 'f()']);
    const space = layout.codeLines('M', 400)[0]![0]!.width;
    expect(lines[1]![0]!.x).toBeCloseTo(4 * space, 5);
    expect(lines[0]![0]!.x).toBe(0);
    expect(new Set(lines.flat().map((r) => r.font))).toEqual(new Set([fonts.mono]));
  });

  it('continues a line wider than the cell on the next one instead of cutting it off', () => {
    const long = 'x'.repeat(100);
    const lines = layout.codeLines(long, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((l) => l.map((r) => r.text).join('')).join('')).toBe(long);
    for (const line of lines) expect(line[line.length - 1]!.x + line[line.length - 1]!.width).toBeLessThanOrEqual(100);
  });
});

describe('richBlocks of an imported HTML text (issue 22)', () => {
  it('prints its words, a line per block, images by their description, TeX as text, never a tag', () => {
    const html =
      '<p>What is <b>2+2</b>? <img src="/upload/questions/a.png" alt="A red box"/></p><script>alert(1)</script>' +
      '<ul><li>one</li><li>\\(x^2\\)</li></ul><table><tr><th>City</th><th>State</th></tr><tr><td>Tucson</td><td>AZ</td></tr></table>';
    expect(richBlocks(html)).toEqual([
      { kind: 'text', text: 'What is 2+2? A red box\n• one\n• x²\nCity State\nTucson AZ' },
    ]);
    // Text typed here keeps its tags as typed; a code snippet is code.
    expect(richPlainText('What does <b>x</b> do?')).toBe('What does <b>x</b> do?');
    expect(richBlocks('<p>x</p>', true)).toEqual([{ kind: 'code', text: '<p>x</p>' }]);
  });
});

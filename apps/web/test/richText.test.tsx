// @vitest-environment jsdom
// RichText renders math with KaTeX and code with highlight.js, and never turns user text into markup.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichText } from '../src/components/RichText';

afterEach(cleanup);

const pwned = () => (window as unknown as { __pwned?: boolean }).__pwned;

describe('RichText', () => {
  it('renders inline and display math as KaTeX markup with MathML', async () => {
    const { container } = render(<RichText text={'Area $x^2$ and $$\\frac{a}{b}$$'} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('math msup')).not.toBeNull();
    expect(container.querySelector('math mfrac')).not.toBeNull();
    expect(container.textContent).toContain('Area ');
  });

  it('shows HTML and <script> in the text as text and never runs it', async () => {
    const text = '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> <b>bold</b> $x$';
    const { container } = render(<RichText text={text} />);
    await waitFor(() => expect(container.querySelector('.katex')).not.toBeNull());
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.textContent).toContain('<script>window.__pwned = true</script>');
    expect(container.textContent).toContain('<b>bold</b>');
    expect(pwned()).toBeUndefined();
  });

  it('escapes HTML inside formulas and refuses untrusted commands', async () => {
    const { container } = render(
      <RichText text={'$<img src=x onerror=alert(1)>$ and $\\href{javascript:alert(1)}{y}$'} />,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex, .katex-error').length).toBeGreaterThan(0));
    expect(container.querySelector('img, a')).toBeNull();
  });

  it('highlights fenced code of a code snippet, monospace and scrollable', async () => {
    const text = 'What does it return?\n```python\ndef f():\n    return "<b>1</b>"\n```';
    const { container } = render(<RichText text={text} code />);
    await waitFor(() => expect(container.querySelector('.hljs-keyword')).not.toBeNull());
    const pre = container.querySelector('pre')!;
    expect(pre.querySelector('code.language-python')).not.toBeNull();
    expect(pre.getAttribute('tabindex')).toBe('0');
    expect(getComputedStyle(pre).overflowX).toBe('auto');
    expect(pre.querySelector('b')).toBeNull();
    expect(pre.textContent).toContain('return "<b>1</b>"');
  });

  it('shows a one-line snippet without fences as inline code, several lines as a block', async () => {
    const { container } = render(<RichText text={'SELECT name FROM users WHERE id = 1;'} code />);
    await waitFor(() => expect(container.querySelector('code.hljs.rich-code-inline .hljs-keyword')).not.toBeNull());
    expect(container.querySelector('pre')).toBeNull();
    cleanup();
    const block = render(<RichText text={'int main() {\n  return 0;\n}'} code />);
    await waitFor(() => expect(block.container.querySelector('pre code.hljs .hljs-keyword')).not.toBeNull());
  });

  it('keeps line breaks of plain text and loads nothing for it', () => {
    const { container } = render(<RichText text={'line one\nline two'} testId="plain" />);
    const box = container.querySelector('[data-testid="plain"]')!;
    expect(box.textContent).toBe('line one\nline two');
    expect(getComputedStyle(box).whiteSpace).toBe('pre-wrap');
    expect(container.querySelector('.rich-math-pending, pre')).toBeNull();
  });
});

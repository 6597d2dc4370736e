// @vitest-environment jsdom
// Issue 22: a question text imported as HTML (Moodle XML, GIFT [html], QTI) is shown formatted through the
// shared allow-list, and nothing in it can run: scripts, handlers, javascript: links, frames, styles.
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadRichText, RichText } from '../src/components/RichText';

afterEach(cleanup);

const pwned = () => (window as unknown as { __pwned?: unknown }).__pwned;

/** Renders a text and waits for the HTML renderer (loaded on first use) to have drawn it. */
async function shown(text: string, props: Partial<Parameters<typeof RichText>[0]> = {}) {
  const view = render(<RichText text={text} testId="rt" {...props} />);
  await waitFor(() => expect(view.container.querySelector('.rich-html')).not.toBeNull());
  return view.container.querySelector<HTMLElement>('[data-testid="rt"]')!;
}

/** Every attribute of every element inside: what the allow-list let through. */
const attributesIn = (box: HTMLElement) =>
  Array.from(box.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes).map((a) => `${el.localName}@${a.name}`),
  );

describe('RichText with an HTML text', () => {
  it('never shows the tags, not even while the renderer is on its way', async () => {
    const { container } = render(<RichText text="<p>What is <b>2+2</b>?</p>" testId="rt" />);
    expect(container.textContent).not.toContain('<');
    expect(container.textContent).toContain('What is');
    await waitFor(() => expect(container.querySelector('.rich-html b')?.textContent).toBe('2+2'));
    expect(container.textContent).toBe('What is 2+2?');
  });

  it('drops scripts, event handlers, javascript: links, frames, styles, forms and SVG', async () => {
    const text =
      '<p onclick="window.__pwned = 1" style="color: red" class="x" id="y">Which <b onmouseover="window.__pwned = 2">one</b>?' +
      '<script>window.__pwned = 3</script><img src="/upload/questions/a.png" alt="A" onerror="window.__pwned = 4"></p>' +
      '<style>body { display: none }</style><iframe src="https://example.com" srcdoc="<script>parent.__pwned = 5</script>"></iframe>' +
      '<p><a href="javascript:window.__pwned = 6">link</a> <a href=" java\tscript:window.__pwned = 7">two</a> ' +
      '<img src="javascript:window.__pwned = 8"> <img src="data:image/svg+xml,<svg onload=alert(1)>"></p>' +
      '<svg onload="window.__pwned = 9"><circle r="5"/></svg><form action="https://example.com"><input name="q"><button>Go</button></form>' +
      '<math><mtext><script>window.__pwned = 10</script>t</mtext><annotation-xml encoding="text/html"><img src=x onerror="window.__pwned = 11"></annotation-xml></math>';
    const box = await shown(text);
    expect(box.querySelectorAll('script, style, iframe, svg, form, input, button, annotation-xml')).toHaveLength(0);
    const attrs = attributesIn(box);
    expect(attrs.filter((a) => /@(on|style|class|id|srcdoc)/.test(a))).toEqual([]);
    expect(Array.from(box.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual([null, null]);
    expect(Array.from(box.querySelectorAll('img')).map((i) => i.getAttribute('src'))).toEqual([
      '/upload/questions/a.png',
    ]);
    expect(box.textContent).toContain('Which one?');
    expect(box.textContent).not.toContain('__pwned');
    expect(box.textContent).not.toContain('display: none');
    expect(pwned()).toBeUndefined();
  });

  it('keeps formatting, lists, tables, links and images', async () => {
    const box = await shown(
      '<p dir="ltr">H<sub>2</sub>O and e<sup>x</sup>: <strong>bold</strong>, <em>em</em>, <u>u</u>, <code>x = 1</code><br/>next</p>' +
        '<ol start="3"><li>three</li><li>four</li></ol>' +
        '<table><thead><tr><th scope="col">City</th><th>State</th></tr></thead><tbody><tr><td colspan="2">Tucson, Arizona</td></tr></tbody></table>' +
        '<p><a href="https://moodle.org/">Moodle</a> <img src="/upload/questions/flag.png" alt="Flag" width="30" height="20"/> <img src="/upload/questions/x.png"></p>',
    );
    expect(box.querySelector('p[dir="ltr"] sub')?.textContent).toBe('2');
    expect(box.querySelector('sup')?.textContent).toBe('x');
    expect(box.querySelectorAll('strong, em, u, code, br')).toHaveLength(5);
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('3');
    expect(Array.from(box.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['three', 'four']);
    // A table scrolls on its own, and can be scrolled by keyboard.
    const wrap = box.querySelector('.rich-html-table')!;
    expect(wrap.getAttribute('tabindex')).toBe('0');
    expect(wrap.querySelector('th[scope="col"]')?.textContent).toBe('City');
    expect(wrap.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const link = box.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://moodle.org/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const [flag, plain] = Array.from(box.querySelectorAll('img'));
    expect(flag!.getAttribute('src')).toBe('/upload/questions/flag.png');
    expect(flag!.getAttribute('alt')).toBe('Flag');
    expect(flag!.getAttribute('width')).toBe('30');
    // An image without a description is decoration to a screen reader, never an unnamed image.
    expect(plain!.getAttribute('alt')).toBe('');
    expect(getComputedStyle(box).whiteSpace).toBe('normal');
  });

  it("shows another site's image (which the site's policy would not load) as its description", async () => {
    const box = await shown(
      '<p>Flag: <img src="https://example.com/fr.png" alt="French flag"> <img src="//example.com/x.png"> ' +
        '<img src="/upload/questions/fr.png" alt="Local flag"></p>',
    );
    expect(Array.from(box.querySelectorAll('img')).map((i) => i.getAttribute('src'))).toEqual([
      '/upload/questions/fr.png',
    ]);
    expect(box.textContent).toBe('Flag: French flag  ');
  });

  it('renders TeX as Moodle writes it with KaTeX, and keeps MathML', async () => {
    const box = await shown(
      '<p>Inline \\(x^2\\), shown $$\\frac{a}{b}$$ and a price of $5 and $10.</p><p><math><msqrt><mi>y</mi></msqrt></math></p>',
    );
    await waitFor(() => expect(box.querySelector('.katex')).not.toBeNull());
    expect(box.querySelector('.katex-display')).not.toBeNull();
    expect(box.textContent).toContain('a price of $5 and $10.');
    const math = box.querySelector('p:last-child > math')!;
    expect(math.namespaceURI).toBe('http://www.w3.org/1998/Math/MathML');
    expect(math.querySelector('msqrt mi')?.textContent).toBe('y');
  });

  it('shows an option in its line: the one paragraph around it is left out', async () => {
    const box = await shown('<p><img src="/upload/questions/uk.png" alt="British flag"/> <b>English</b></p>', {
      component: 'span',
    });
    expect(box.localName).toBe('span');
    expect(box.querySelector('p')).toBeNull();
    expect(box.querySelector('img')?.getAttribute('alt')).toBe('British flag');
    expect(box.textContent).toBe(' English');
  });

  it('puts a cloze blank where its marker stands, inside the markup', async () => {
    const box = await shown('<p>The capital of <b>France</b> is [[1]].</p><ul><li>Then [[2]]</li></ul>', {
      slot: (no) => <input data-testid={`blank-${no}`} aria-label={`Blank ${no}`} />,
    });
    expect(box.querySelector('p > [data-testid="blank-1"]')).not.toBeNull();
    expect(box.querySelector('li > [data-testid="blank-2"]')).not.toBeNull();
    expect(box.textContent).not.toContain('[[');
  });

  it('shows text typed here as typed, even with tags in it, and code snippets as code', async () => {
    const typed = render(<RichText text={'What does <b>bold</b> do? <p>x</p>'} testId="typed" />);
    expect(typed.container.querySelector('b, p')).toBeNull();
    expect(typed.container.textContent).toBe('What does <b>bold</b> do? <p>x</p>');
    cleanup();
    const snippet = render(<RichText text={'<p>Hello</p>'} code testId="snippet" />);
    await waitFor(() => expect(snippet.container.querySelector('code')).not.toBeNull());
    expect(snippet.container.querySelector('code p')).toBeNull();
    expect(snippet.container.textContent).toBe('<p>Hello</p>');
  });

  it('loads the renderer and the math engine before a picture of the texts is taken', async () => {
    await preloadRichText([{ text: '<p>Area \\(\\pi r^2\\)</p>' }]);
    // Both engines are there: the first render already shows the formula.
    const { container } = render(<RichText text={'<p>Area \\(\\pi r^2\\)</p>'} />);
    expect(container.querySelector('.rich-html .katex')).not.toBeNull();
  });
});

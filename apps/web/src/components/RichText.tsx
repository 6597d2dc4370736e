import { Box, type SxProps, type Theme } from '@mui/material';
import { createElement, Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { hasCode, hasMath, isHtmlText, parseRichText, type RichSegment } from './richTextParse';

type MathEngine = typeof import('./richTextMath');
type CodeEngine = typeof import('./richTextCode');
type HtmlEngine = typeof import('./richTextHtml');

// One load per page: every RichText shares the same engine modules once they arrived.
let mathEngine: MathEngine | undefined;
let codeEngine: CodeEngine | undefined;
let htmlEngine: HtmlEngine | undefined;
let mathLoading: Promise<MathEngine> | undefined;
let codeLoading: Promise<CodeEngine> | undefined;
let htmlLoading: Promise<HtmlEngine> | undefined;

const loadMath = () =>
  (mathLoading ??= import('./richTextMath').then((m) => {
    mathEngine = m;
    return m;
  }));
const loadCode = () =>
  (codeLoading ??= import('./richTextCode').then((m) => {
    codeEngine = m;
    return m;
  }));
const loadHtml = () =>
  (htmlLoading ??= import('./richTextHtml').then((m) => {
    htmlEngine = m;
    return m;
  }));

/** Whether a text is shown as HTML: an imported HTML text (isHtmlText), never a code snippet. */
const showsHtml = (text: string, code = false) => !code && isHtmlText(text);

/**
 * Loads the engines some texts need before a picture of them is taken (Result.pdf, Certificate.pdf): the
 * picture must show rendered formulas and code, not the text as typed while the engines are on their way.
 */
export async function preloadRichText(texts: { text: string; code?: boolean }[]): Promise<void> {
  const html = texts.filter(({ text, code }) => showsHtml(text, code)).map(({ text }) => text);
  const segments = texts.filter((t) => !html.includes(t.text)).flatMap(({ text, code }) => parseRichText(text, code));
  const htmlMath = html.length > 0 && loadHtml().then((engine) => html.some((text) => engine.needsMath(text)));
  await Promise.all([(hasMath(segments) || (await htmlMath)) && loadMath(), hasCode(segments) && loadCode()]);
}

/**
 * The engines a text needs, loaded lazily; until they arrive the text shows as it was typed (an HTML
 * text without its tags).
 */
function useEngines(needs: { math: boolean; code?: boolean; html?: boolean }) {
  const { math: needMath, code: needCode = false, html: needHtml = false } = needs;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let alive = true;
    const rerender = () => alive && setLoaded((n) => n + 1);
    if (needMath && !mathEngine) loadMath().then(rerender, () => undefined);
    if (needCode && !codeEngine) loadCode().then(rerender, () => undefined);
    if (needHtml && !htmlEngine) loadHtml().then(rerender, () => undefined);
    return () => {
      alive = false;
    };
  }, [needMath, needCode, needHtml]);
  return {
    math: needMath ? mathEngine : undefined,
    code: needCode ? codeEngine : undefined,
    html: needHtml ? htmlEngine : undefined,
  };
}

const MONOSPACE = '"Roboto Mono", "SFMono-Regular", Consolas, "Liberation Mono", monospace';
const inlineCodeSx: SxProps<Theme> = {
  fontFamily: MONOSPACE,
  fontSize: '0.875em',
  px: 0.5,
  py: 0.25,
  borderRadius: 0.5,
  bgcolor: '#fefefe',
  color: '#545454',
  border: 1,
  borderColor: 'divider',
  whiteSpace: 'pre-wrap',
};
const codeBlockSx: SxProps<Theme> = {
  m: 0,
  my: 1,
  p: 1.5,
  overflowX: 'auto',
  whiteSpace: 'pre',
  fontFamily: MONOSPACE,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  bgcolor: '#fefefe',
  color: '#545454',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  // Beats highlight.js's own `pre code.hljs` padding and background: the block has its own.
  '& code, & code.hljs': { fontFamily: 'inherit', background: 'none', p: 0, overflow: 'visible' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
};

interface SegmentProps {
  segment: RichSegment;
  engines: ReturnType<typeof useEngines>;
  /** The whole text is one line of code: shown inline. */
  inline: boolean;
}

function Segment({ segment, engines, inline }: SegmentProps) {
  if (segment.kind === 'text') return <>{segment.text}</>;
  if (segment.kind === 'math') {
    if (!engines.math) {
      const raw = segment.display ? `$$${segment.tex}$$` : `$${segment.tex}$`;
      return <span className="rich-math-pending">{raw}</span>;
    }
    // KaTeX output of trusted-off rendering: the formula's characters are escaped by KaTeX.
    return (
      <span
        className={segment.display ? 'rich-math rich-math-display' : 'rich-math'}
        dangerouslySetInnerHTML={{ __html: engines.math.renderMath(segment.tex, segment.display) }}
      />
    );
  }
  const highlighted = engines.code?.highlightCode(segment.code, segment.lang);
  const className = `hljs${highlighted?.language ? ` language-${highlighted.language}` : ''}`;
  if (inline) {
    // A one-line snippet (e.g. an option such as `x += 1`) reads better inside the line than as a block.
    return highlighted ? (
      <Box
        component="code"
        className={`${className} rich-code-inline`}
        sx={inlineCodeSx}
        dangerouslySetInnerHTML={{ __html: highlighted.html }}
      />
    ) : (
      <Box component="code" className="rich-code-inline" sx={inlineCodeSx}>
        {segment.code}
      </Box>
    );
  }
  return (
    // Scrollable blocks must be reachable by keyboard (axe scrollable-region-focusable).
    <Box component="pre" tabIndex={0} className="rich-code" sx={codeBlockSx}>
      {highlighted ? (
        <code className={className} dangerouslySetInnerHTML={{ __html: highlighted.html }} />
      ) : (
        <code>{segment.code}</code>
      )}
    </Box>
  );
}

export interface RichTextProps {
  text: string;
  /** The question is a code snippet: fenced ```lang blocks, or the whole text, become highlighted code. */
  code?: boolean;
  /** Clamp to this many lines (tables). */
  lines?: number;
  component?: 'div' | 'span';
  testId?: string;
  sx?: SxProps<Theme>;
  /** A cloze text: what stands in place of each `[[n]]` marker (a blank's field), wherever it is in the text. */
  slot?: (no: number) => ReactNode;
}

type Piece = { text: string } | { slot: number };

/** The text cut at its `[[n]]` markers when it has slots; empty pieces of text are left out. */
function piecesOf(text: string, slots: boolean): Piece[] {
  if (!slots) return [{ text }];
  return text
    .split(/\[\[(\d+)\]\]/)
    .map((piece, i): Piece => (i % 2 === 1 ? { slot: Number(piece) } : { text: piece }))
    .filter((piece) => !('text' in piece) || piece.text !== '');
}

const clampSx = (lines: number | undefined): SxProps<Theme> =>
  lines ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {};

const sxList = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : sx ? [sx] : []);

/** Our own text: line breaks kept, $…$ and $$…$$ as KaTeX math, code snippets highlighted. */
function PlainText({ text, code = false, lines, component = 'div', testId, sx, slot }: RichTextProps) {
  const pieces = useMemo(
    () =>
      piecesOf(text, Boolean(slot)).map((piece) =>
        'text' in piece ? { segments: parseRichText(piece.text, code) } : piece,
      ),
    [text, code, slot],
  );
  const segments = pieces.flatMap((piece) => ('segments' in piece ? piece.segments : []));
  const engines = useEngines({ math: hasMath(segments), code: hasCode(segments) });
  const inline =
    pieces.length === 1 &&
    segments.length === 1 &&
    segments[0]!.kind === 'code' &&
    !segments[0]!.code.trim().includes('\n');
  const block = hasCode(segments) && !inline;
  return (
    <Box
      component={block ? 'div' : component}
      data-testid={testId}
      className="rich-text"
      sx={[
        {
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          '& .rich-math-display': { display: 'block', overflowX: 'auto', overflowY: 'hidden' },
          '& .katex-display': { my: 1 },
        },
        clampSx(lines),
        ...sxList(sx),
      ]}
    >
      {pieces.map((piece, p) =>
        'slot' in piece ? (
          <Fragment key={p}>{slot!(piece.slot)}</Fragment>
        ) : (
          piece.segments.map((segment, i) => (
            <Fragment key={`${p}.${i}`}>
              <Segment segment={segment} engines={engines} inline={inline} />
            </Fragment>
          ))
        ),
      )}
    </Box>
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: '\u00a0', '#39': "'" };

/** An HTML text's words while its renderer is on its way: never its tags. */
const withoutTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * An imported HTML text: drawn by the allow-list renderer (richTextHtml.ts, loaded on first use), its TeX
 * formulas through KaTeX once that is loaded too, its cloze markers as the caller's fields; until the
 * renderer is there, its words without its tags.
 */
function HtmlText({ text, lines, component = 'div', testId, sx, slot }: RichTextProps) {
  const engine = htmlEngine;
  const engines = useEngines({ math: engine?.needsMath(text) ?? false, html: true });
  const style = [clampSx(lines), ...sxList(sx)];
  if (!engine)
    return (
      <Box component={component} data-testid={testId} className="rich-text rich-html-pending" sx={style}>
        {withoutTags(text)}
      </Box>
    );
  const nodes = engine.parseHtml(text, component === 'span');
  const renderText = (value: string, key: string, tex: boolean) => (
    <Fragment key={key}>
      {piecesOf(value, Boolean(slot)).map((piece, i) => {
        if ('slot' in piece) return <Fragment key={i}>{slot!(piece.slot)}</Fragment>;
        if (!tex || !engines.math) return piece.text;
        return engine
          .parseTexMath(piece.text)
          .map((segment, j) => <Segment key={`${i}.${j}`} segment={segment} engines={engines} inline={false} />);
      })}
    </Fragment>
  );
  return (
    <Box
      component={engine.hasBlock(nodes) ? 'div' : component}
      data-testid={testId}
      className="rich-text rich-html"
      sx={[engine.htmlSx, Boolean(lines) && engine.clampedHtmlSx, ...style]}
    >
      {engine.renderHtml(nodes, renderText, createElement)}
    </Box>
  );
}

/**
 * Question and option text as the author meant it. Our own text: line breaks kept, $…$ and $$…$$ as KaTeX
 * math, code snippets highlighted, never any of it as HTML (plain text is a React text node, math and code
 * go through KaTeX / highlight.js, which escape it). A text imported as HTML (isHtmlText): formatted
 * through the shared allow-list, so that no script, handler, frame or style in it is ever shown or run.
 */
export function RichText(props: RichTextProps) {
  return showsHtml(props.text, props.code) ? <HtmlText {...props} /> : <PlainText {...props} />;
}

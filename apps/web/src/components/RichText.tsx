import { Box, type SxProps, type Theme } from '@mui/material';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { hasCode, hasMath, parseRichText, type RichSegment } from './richTextParse';

type MathEngine = typeof import('./richTextMath');
type CodeEngine = typeof import('./richTextCode');

// One load per page: every RichText shares the same engine modules once they arrived.
let mathEngine: MathEngine | undefined;
let codeEngine: CodeEngine | undefined;
let mathLoading: Promise<MathEngine> | undefined;
let codeLoading: Promise<CodeEngine> | undefined;

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

/**
 * Loads the engines some texts need before a picture of them is taken (Result.pdf, Certificate.pdf): the
 * picture must show rendered formulas and code, not the text as typed while the engines are on their way.
 */
export async function preloadRichText(texts: { text: string; code?: boolean }[]): Promise<void> {
  const segments = texts.flatMap(({ text, code }) => parseRichText(text, code));
  await Promise.all([hasMath(segments) && loadMath(), hasCode(segments) && loadCode()]);
}

/** The engines the segments need, loaded lazily; until they arrive the text shows as it was typed. */
function useEngines(segments: RichSegment[]) {
  const needMath = hasMath(segments);
  const needCode = hasCode(segments);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let alive = true;
    const rerender = () => alive && setLoaded((n) => n + 1);
    if (needMath && !mathEngine) loadMath().then(rerender, () => undefined);
    if (needCode && !codeEngine) loadCode().then(rerender, () => undefined);
    return () => {
      alive = false;
    };
  }, [needMath, needCode]);
  return { math: needMath ? mathEngine : undefined, code: needCode ? codeEngine : undefined };
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
}

/**
 * Question and option text as the author meant it: line breaks kept, $…$ and $$…$$ as KaTeX math,
 * code snippets highlighted. Never injects the user's text as HTML: plain text is a React text node,
 * math and code go through KaTeX / highlight.js, which escape it.
 */
export function RichText({ text, code = false, lines, component = 'div', testId, sx }: RichTextProps) {
  const segments = useMemo(() => parseRichText(text, code), [text, code]);
  const engines = useEngines(segments);
  const inline = segments.length === 1 && segments[0]!.kind === 'code' && !segments[0]!.code.trim().includes('\n');
  const block = hasCode(segments) && !inline;
  const clamp: SxProps<Theme> = lines
    ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }
    : {};
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
        clamp,
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {segments.map((segment, i) => (
        <Fragment key={i}>
          <Segment segment={segment} engines={engines} inline={inline} />
        </Fragment>
      ))}
    </Box>
  );
}

import { DEFAULT_CERTIFICATE_LOGO_PATH, type CertificateTemplate, type CertificateView } from '@assessly/shared';
import { Box, Typography } from '@mui/material';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { storedLocale } from '../../../i18n';
import { imageUrl } from '../../../lib/images';
import { CERTIFICATE_ASPECT, formatCertificateDate } from './certificateFormat';
import { textColorOn } from './certificateTemplateForm';

type TemplateLook = Pick<
  CertificateTemplate,
  | 'title'
  | 'backgroundColor'
  | 'backgroundImagePath'
  | 'topLeftImagePath'
  | 'topRightImagePath'
  | 'bottomMiddleImagePath'
  | 'leftSignatureImagePath'
  | 'leftSignatureText'
  | 'rightSignatureImagePath'
  | 'rightSignatureText'
>;

/** Everything one certificate shows (spec 001 §2 "Certificate view"). */
export interface CertificateContent {
  template: TemplateLook;
  heading: string;
  mainText: string;
  certificateNumber: string | null;
  /** Issued certificates only: the code beside the number that the verification page checks. */
  verificationCode?: string | null;
  publishedOn: string | null;
  /** Issued certificates only. */
  verifyUrl: string | null;
}

export const contentOfView = (view: CertificateView): CertificateContent => ({
  template: view.template,
  heading: view.heading,
  mainText: view.mainText,
  certificateNumber: view.certificateNumber,
  verificationCode: view.verificationCode,
  publishedOn: view.publishedOn,
  verifyUrl: view.verifyUrl,
});

interface Props {
  content: CertificateContent;
  /**
   * The dialog's miniature: sizes follow the width only. Otherwise small texts keep a readable least size
   * on phones, and the sheet grows taller than 297:210 only if its text needs the room.
   */
  miniature?: boolean;
  /** The sheet itself (what the PDF pictures). */
  ref?: Ref<HTMLDivElement>;
}

const SERIF = 'Georgia, "Times New Roman", "Noto Serif", serif';

/**
 * The bottom-middle logo: the template's own, or the default logo under /upload when the template has no
 * logo at all (spec 001 §9, issue 20), so that a plain template still carries a seal.
 */
const bottomLogo = (t: TemplateLook): string | null =>
  t.bottomMiddleImagePath ?? (t.topLeftImagePath || t.topRightImagePath ? null : DEFAULT_CERTIFICATE_LOGO_PATH);

/**
 * The image-based certificate (spec 001 §2): background image or colour, top logos, title, heading,
 * main text, signatures with their texts, bottom-middle logo, certificate number and 'Published on'.
 * Every size is a share of the sheet's width (container units), so it keeps its proportions at any width;
 * the PDF is a picture of this element. Text elements carry data-pdf-text for the PDF's text layer.
 */
export function CertificateSheet({ content, miniature = false, ref }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { template } = content;
  const size = (share: number, leastPx: number) => (miniature ? `${share}cqw` : `max(${share}cqw, ${leastPx}px)`);
  const published = formatCertificateDate(content.publishedOn, storedLocale());
  const color = template.backgroundImagePath ? '#1f2328' : textColorOn(template.backgroundColor);

  return (
    <Box sx={{ containerType: 'inline-size', width: '100%' }}>
      <Box
        ref={ref}
        component="section"
        aria-labelledby={titleId}
        data-testid="certificate-sheet"
        sx={{
          position: 'relative',
          aspectRatio: `${CERTIFICATE_ASPECT.width} / ${CERTIFICATE_ASPECT.height}`,
          display: 'flex',
          flexDirection: 'column',
          boxSizing: 'border-box',
          p: '3.4cqw 5cqw 2.6cqw',
          color,
          bgcolor: template.backgroundColor,
          backgroundImage: template.backgroundImagePath ? `url("${imageUrl(template.backgroundImagePath)}")` : 'none',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
          fontFamily: SERIF,
          textAlign: 'center',
          overflowWrap: 'anywhere',
        }}
      >
        {/* A double frame when there is no background picture (a picture usually brings its own). */}
        {!template.backgroundImagePath && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              inset: '1.6cqw',
              border: '0.45cqw double',
              opacity: 0.35,
              pointerEvents: 'none',
            }}
          />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', minHeight: '8cqw' }}>
          <Picture path={template.topLeftImagePath} testId="certificate-topLeftImagePath" height={8} width={22} />
          <Picture path={template.topRightImagePath} testId="certificate-topRightImagePath" height={8} width={22} />
        </Box>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '1.2cqw',
            py: '1cqw',
          }}
        >
          <Typography
            id={titleId}
            component="h2"
            data-testid="certificate-title"
            data-pdf-text
            sx={{
              fontFamily: 'inherit',
              fontWeight: 700,
              fontSize: size(4.2, 16),
              letterSpacing: '0.06em',
              lineHeight: 1.15,
              textTransform: 'uppercase',
            }}
          >
            {template.title}
          </Typography>
          <Box aria-hidden sx={{ width: '12cqw', height: '0.25cqw', bgcolor: 'currentColor', opacity: 0.45 }} />
          <Typography
            component="p"
            data-testid="certificate-heading"
            data-pdf-text
            sx={{ fontFamily: 'inherit', fontStyle: 'italic', fontSize: size(2.4, 13), lineHeight: 1.3 }}
          >
            {content.heading}
          </Typography>
          <Typography
            component="p"
            data-testid="certificate-main-text"
            data-pdf-text
            sx={{
              fontFamily: 'inherit',
              fontSize: size(1.7, 11),
              lineHeight: 1.55,
              whiteSpace: 'pre-wrap',
              maxWidth: '80cqw',
            }}
          >
            {content.mainText}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'end', gap: '3cqw' }}>
          <Signature
            path={template.leftSignatureImagePath}
            text={template.leftSignatureText}
            side="left"
            fontSize={size(1.35, 9)}
          />
          <Picture path={bottomLogo(template)} testId="certificate-bottomMiddleImagePath" height={9} width={18} />
          <Signature
            path={template.rightSignatureImagePath}
            text={template.rightSignatureText}
            side="right"
            fontSize={size(1.35, 9)}
          />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            columnGap: '2cqw',
            mt: '1.6cqw',
            fontFamily: 'system-ui, sans-serif',
            fontSize: size(1.1, 8),
          }}
        >
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', columnGap: '1.5cqw', minWidth: 0 }}>
            <FooterText testId="certificate-number">
              {content.certificateNumber ? t('certificates.number', { number: content.certificateNumber }) : ''}
            </FooterText>
            {content.verificationCode && (
              <FooterText testId="certificate-verification-code">
                {t('certificates.verificationCode', { code: content.verificationCode })}
              </FooterText>
            )}
          </Box>
          {content.verifyUrl && <FooterText testId="certificate-verify-url">{content.verifyUrl}</FooterText>}
          <FooterText testId="certificate-published">
            {published ? t('certificates.publishedOn', { date: published }) : ''}
          </FooterText>
        </Box>
      </Box>
    </Box>
  );
}

function FooterText({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Box component="span" data-testid={testId} data-pdf-text sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** A logo: kept inside its box (height and width as shares of the sheet's width), nothing when absent. */
function Picture({
  path,
  testId,
  height,
  width,
}: {
  path: string | null;
  testId: string;
  height: number;
  width: number;
}) {
  if (!path) return <Box aria-hidden sx={{ width: `${width / 2}cqw` }} />;
  return (
    <Box
      component="img"
      src={imageUrl(path)}
      alt=""
      data-testid={testId}
      sx={{ display: 'block', maxHeight: `${height}cqw`, maxWidth: `${width}cqw`, objectFit: 'contain' }}
    />
  );
}

/** A signature picture above a line, and the signer's text under it. */
function Signature(props: { path: string | null; text: string | null; side: 'left' | 'right'; fontSize: string }) {
  const { path, text, side, fontSize } = props;
  if (!path && !text) return <Box />;
  const field = side === 'left' ? 'leftSignature' : 'rightSignature';
  return (
    <Box
      sx={{ justifySelf: side === 'left' ? 'start' : 'end', width: '24cqw', display: 'grid', justifyItems: 'center' }}
    >
      <Box sx={{ height: '6cqw', display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
        {path && (
          <Box
            component="img"
            src={imageUrl(path)}
            alt=""
            data-testid={`certificate-${field}ImagePath`}
            sx={{ display: 'block', maxHeight: '6cqw', maxWidth: '22cqw', objectFit: 'contain' }}
          />
        )}
      </Box>
      <Box aria-hidden sx={{ width: '100%', borderTop: '0.15cqw solid', opacity: 0.6, my: '0.6cqw' }} />
      <Box
        component="span"
        data-testid={`certificate-${field}Text`}
        data-pdf-text
        sx={{ fontSize, lineHeight: 1.3, whiteSpace: 'pre-wrap' }}
      >
        {text ?? ''}
      </Box>
    </Box>
  );
}

// @vitest-environment jsdom
// The certificate sheet, the template dialog's checks that run in the browser (required fields,
// images only) and the placeholder chips, rendered with the real i18n tables (spec 001 §2, §5).
import { DEFAULT_CERTIFICATE_LOGO_PATH, type CertificateTemplate } from '@assessly/shared';
import { translations } from '@assessly/shared/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n';
import { NotifierProvider } from '../../src/lib/Notifier';
import { CertificateSheet, type CertificateContent } from '../../src/features/results/certificates/CertificateSheet';
import { TemplateDialog } from '../../src/features/results/certificates/TemplateDialog';

const c = translations.en.certificates;
const messages = translations.en.messages;
afterEach(cleanup);

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <NotifierProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </NotifierProvider>
    </QueryClientProvider>
  );
}

const template: CertificateTemplate = {
  certificateTemplateId: 2,
  title: 'Certificate of Achievement',
  heading: 'Presented to [fullName]',
  mainText: 'For passing [quizTitle]\nwith distinction.',
  publishDate: '2025-05-05',
  topLeftImagePath: 'upload/certificates/left.png',
  topRightImagePath: 'upload/certificates/right.png',
  bottomMiddleImagePath: null,
  backgroundImagePath: 'upload/certificates/bg.png',
  backgroundColor: '#FFFFFF',
  leftSignatureImagePath: 'upload/certificates/sign.png',
  leftSignatureText: 'Jane Roe, Director',
  rightSignatureImagePath: null,
  rightSignatureText: null,
};

describe('CertificateSheet', () => {
  const issued: CertificateContent = {
    template,
    heading: 'Presented to Cara Candidate',
    mainText: 'For passing Physics\nwith distinction.',
    certificateNumber: 'CERT-02',
    verificationCode: 'K7M2Q9XH4P',
    publishedOn: '2025-05-05',
    verifyUrl: 'https://example.com/verify/CERT-02-K7M2Q9XH4P',
  };

  it('shows every part of an issued certificate', () => {
    render(wrap(<CertificateSheet content={issued} />));
    const sheet = screen.getByTestId('certificate-sheet');
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent('Certificate of Achievement');
    expect(screen.getByTestId('certificate-heading')).toHaveTextContent('Presented to Cara Candidate');
    // pre-wrap keeps the line break of the main text.
    expect(screen.getByTestId('certificate-main-text').textContent).toBe('For passing Physics\nwith distinction.');
    // The spec's number (prefix and two-digit template id) with the verification code beside it (issue 20).
    expect(screen.getByTestId('certificate-number')).toHaveTextContent('Certificate No. CERT-02');
    expect(screen.getByTestId('certificate-verification-code')).toHaveTextContent('Verification code: K7M2Q9XH4P');
    expect(screen.getByTestId('certificate-published')).toHaveTextContent('Published on May 5, 2025');
    expect(screen.getByTestId('certificate-verify-url')).toHaveTextContent(
      'https://example.com/verify/CERT-02-K7M2Q9XH4P',
    );
    expect(screen.getByTestId('certificate-topLeftImagePath')).toHaveAttribute('src', '/upload/certificates/left.png');
    expect(screen.getByTestId('certificate-topRightImagePath')).toHaveAttribute(
      'src',
      '/upload/certificates/right.png',
    );
    expect(screen.getByTestId('certificate-leftSignatureImagePath')).toHaveAttribute(
      'src',
      '/upload/certificates/sign.png',
    );
    expect(screen.getByTestId('certificate-leftSignatureText')).toHaveTextContent('Jane Roe, Director');
    // Nothing for the parts the template leaves out.
    expect(screen.queryByTestId('certificate-bottomMiddleImagePath')).toBeNull();
    expect(screen.queryByTestId('certificate-rightSignatureText')).toBeNull();
  });

  it('shows no verification address or code on a preview', () => {
    render(wrap(<CertificateSheet content={{ ...issued, verifyUrl: null, verificationCode: null }} miniature />));
    expect(screen.queryByTestId('certificate-verify-url')).toBeNull();
    expect(screen.queryByTestId('certificate-verification-code')).toBeNull();
  });

  it('shows the default logo under /upload when the template has no logo (spec 001 §9)', () => {
    const plain = { ...template, topLeftImagePath: null, topRightImagePath: null, bottomMiddleImagePath: null };
    render(wrap(<CertificateSheet content={{ ...issued, template: plain }} />));
    expect(screen.getByTestId('certificate-bottomMiddleImagePath')).toHaveAttribute(
      'src',
      DEFAULT_CERTIFICATE_LOGO_PATH,
    );
    cleanup();
    const own = { ...plain, bottomMiddleImagePath: 'upload/certificates/seal.png' };
    render(wrap(<CertificateSheet content={{ ...issued, template: own }} />));
    expect(screen.getByTestId('certificate-bottomMiddleImagePath')).toHaveAttribute(
      'src',
      '/upload/certificates/seal.png',
    );
  });
});

describe('TemplateDialog', () => {
  const open = (editing: CertificateTemplate | null = null) =>
    render(wrap(<TemplateDialog open editing={editing} onClose={() => undefined} />));

  it('asks for title, heading and main text before saving', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open();
    fireEvent.click(screen.getByTestId('template-dialog-submit'));
    await waitFor(() => expect(screen.getAllByText(messages.required)).toHaveLength(3));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    open();
    const input = screen.getByTestId('template-image-backgroundImagePath-input');
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'list.csv', { type: 'text/csv' })] } });
    await waitFor(() =>
      expect(screen.getByTestId('template-image-backgroundImagePath-message')).toHaveTextContent(
        messages.onlyImageFile,
      ),
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('edits a template: every field filled in, thumbnails of its pictures, a live preview', () => {
    open(template);
    expect(screen.getByText(c.editTemplate)).toBeInTheDocument();
    expect(screen.getByTestId('template-title')).toHaveValue('Certificate of Achievement');
    expect(screen.getByTestId('template-heading')).toHaveValue('Presented to [fullName]');
    expect(screen.getByTestId('template-main-text')).toHaveValue('For passing [quizTitle]\nwith distinction.');
    expect(screen.getByTestId('template-publish-date')).toHaveValue('2025-05-05');
    expect(screen.getByTestId('template-background-color')).toHaveValue('#FFFFFF');
    expect(screen.getByTestId('template-left-signature-text')).toHaveValue('Jane Roe, Director');
    expect(screen.getByTestId('template-image-topLeftImagePath-preview')).toHaveAttribute(
      'src',
      '/upload/certificates/left.png',
    );
    expect(screen.queryByTestId('template-image-bottomMiddleImagePath-preview')).toBeNull();
    const preview = within(screen.getByTestId('template-preview'));
    expect(preview.getByTestId('certificate-heading')).toHaveTextContent('Presented to [fullName]');

    // The preview follows the fields.
    fireEvent.change(screen.getByTestId('template-heading'), { target: { value: 'Awarded to [fullName]' } });
    expect(preview.getByTestId('certificate-heading')).toHaveTextContent('Awarded to [fullName]');
  });

  it('inserts a placeholder where the cursor is', async () => {
    open();
    const text = screen.getByTestId('template-main-text') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Well done, !' } });
    text.setSelectionRange(11, 11);
    fireEvent.select(text);
    fireEvent.click(screen.getByTestId('template-placeholder-fullName'));
    await waitFor(() => expect(text).toHaveValue('Well done, [fullName]!'));
    // The next one goes after the first.
    fireEvent.click(screen.getByTestId('template-placeholder-quizTitle'));
    await waitFor(() => expect(text).toHaveValue('Well done, [fullName][quizTitle]!'));
    expect(screen.getByTestId('template-placeholder-attemptCount')).toHaveAccessibleName(
      c.insertPlaceholder.replace('{{token}}', '[attemptCount]').replace('{{meaning}}', c.placeholders.attemptCount),
    );
  });
});

import { type CertificateTemplateInput, resultsRefs } from '@assessly/shared';
import { call, upload } from '../../../api/call';

/** Which certificate /report/certificates shows: a candidate's (userId and attemptId) or the admin preview. */
export interface CertificateTarget {
  templateId: number;
  userId?: number;
  attemptId?: number;
}

/** Query keys of the certificate screens, so that template writes refresh the list and the previews. */
export const certificateKeys = {
  templates: ['certificateTemplates'] as const,
  /** Every certificate view (prefix of certificateKeys.view). */
  views: ['certificateView'] as const,
  view: (target: CertificateTarget) =>
    ['certificateView', target.templateId, target.userId ?? 0, target.attemptId ?? 0] as const,
  verification: (certificateNumber: string) => ['certificateVerification', certificateNumber] as const,
};

/** Typed calls of spec 001 §7 "Certificates" and the public verification. */
export const certificateApi = {
  templates: () => call(resultsRefs.GetCertificateTemplateList),
  createTemplate: (input: CertificateTemplateInput) => call(resultsRefs.CreateCertificateTemplate, { body: input }),
  updateTemplate: (input: CertificateTemplateInput & { certificateTemplateId: number }) =>
    call(resultsRefs.UpdateCertificateTemplate, { body: input }),
  deleteTemplate: (id: number) => call(resultsRefs.DeleteSingleTemplate, { params: { id } }),
  /** Multipart field `image`; the server checks the content is an image and answers its stored path. */
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append('image', file, file.name);
    return upload(resultsRefs.UploadCertificateImages, body);
  },
  /**
   * The candidate's certificate (ShowCertificate, placeholders replaced; 202 certificateNotEarned when the
   * attempt does not earn it) or, with the template only, the admin preview (CreateCertificate, raw text).
   */
  view: ({ templateId, userId, attemptId }: CertificateTarget) =>
    userId && attemptId
      ? call(resultsRefs.ShowCertificate, { params: { templateId, userId, quizResponseInitialId: attemptId } })
      : call(resultsRefs.CreateCertificate, { params: { templateId } }),
  /** Public; quiet so that an unknown number stays on the verification page instead of the app's 404 screen. */
  verify: (certificateNumber: string) =>
    call(resultsRefs.VerifyCertificate, { params: { certificateNumber } }, { quiet: true }),
};

import { defineModal, idParam, optional } from '../../lib/modal-descriptor';

const none = {};

/** The provider's verification: their qualifications, insurance, work history and fees. */
export const verificationModals = [
  // Add a qualification of a type (a license when none).
  defineModal({
    name: 'qualification',
    params: { qualificationType: optional(idParam) },
    load: () => import('./QualificationModal'),
  }),
  // Indemnity insurance files, one request per file.
  defineModal({ name: 'files-upload', params: none, load: () => import('./InsuranceUploadModal') }),
  // An uploaded qualification or insurance file.
  defineModal({
    name: 'preview-files',
    params: { fileId: idParam },
    load: () => import('./PreviewFilesModal'),
  }),
  // Asks before deleting a qualification, an insurance file or a work history entry.
  defineModal({
    name: 'delete-credential',
    params: {
      qualificationId: optional(idParam),
      insuranceId: optional(idParam),
      experienceId: optional(idParam),
    },
    load: () => import('./ConfirmDeleteModal'),
  }),
  // Save (POST) or update (PUT, `&experienceId=`) a work history entry.
  defineModal({
    name: 'add-experience',
    params: { experienceId: optional(idParam) },
    load: () => import('./ExperienceModal'),
  }),
  // A fee (or free) per therapy.
  defineModal({ name: 'therapy-fees', params: none, load: () => import('./TherapyFeesModal') }),
  // Every document and the profile summary before submitting for verification.
  defineModal({ name: 'document-review', params: none, load: () => import('./DocumentReviewModal') }),
];

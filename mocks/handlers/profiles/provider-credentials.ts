// The provider's credentials: qualifications, the verification submission and indemnity insurance.
import { UploadProviderIndemnityInsuranceBody, UploadProviderQualificationBody } from '../../../generated/zod/provider/provider.zod';
import type { Db } from '../../db';
import { badRequest, conflict, formBody, notFound, type Router } from '../../lib/http';
import { providerOf } from './shared';
import { documentErrors, storeUpload } from './uploads';

export function registerProviderQualifications(router: Router, db: Db): void {
  router.get('/provider/qualification/files', (ctx) => ({ items: providerOf(db, ctx).provider.qualifications }));

  router.post(
    '/provider/qualification/file/upload',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const body = await formBody(ctx, UploadProviderQualificationBody, ['files']);
      const errors = body.files.flatMap((file, i) => documentErrors(`files.${i}`, file));
      if (body.type === 'license') {
        if (!body.body) errors.push('body: required for a licence');
        if (!body.credentialNumber) errors.push('credentialNumber: required for a licence');
      }
      if (errors.length) throw badRequest(errors);
      const qualification = {
        identifier: db.newId('ql'),
        type: body.type,
        title: body.title,
        body: body.body ?? null,
        credentialNumber: body.credentialNumber ?? null,
        files: body.files.map((file) => storeUpload(db, ctx, '/provider/qualification/file/upload', 'fl', file)),
        createdAt: db.now().toISOString(),
      };
      provider.qualifications.push(qualification);
      return qualification;
    },
    { status: 201, idempotent: true },
  );

  router.delete('/provider/qualification/files/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    const qualification = provider.qualifications.find((q) => q.identifier === ctx.params.id);
    if (!qualification) throw notFound('Qualification');
    qualification.files.forEach((f) => db.blobs.delete(f.identifier));
    provider.qualifications = provider.qualifications.filter((q) => q !== qualification);
    return { message: 'Qualification deleted' };
  });

  router.get('/provider/qualification/verification-note', (ctx) => {
    const { provider } = providerOf(db, ctx);
    return { note: provider.verificationNote, status: provider.verificationStatus };
  });

  router.put('/provider/verification-submission', (ctx) => {
    const { provider } = providerOf(db, ctx);
    if (provider.verificationStatus === 'submitted' || provider.verificationStatus === 'verified') {
      throw conflict(`The profile is already ${provider.verificationStatus}.`, 'ALREADY_SUBMITTED');
    }
    if (!provider.qualifications.length) throw conflict('Upload at least one qualification before submitting.', 'QUALIFICATIONS_MISSING');
    provider.verificationStatus = 'submitted';
    provider.verificationNote = null;
    return { status: provider.verificationStatus };
  });
}

export function registerProviderInsurance(router: Router, db: Db): void {
  router.get('/provider/indemnity-insurance', (ctx) => ({ items: providerOf(db, ctx).provider.insurance }));

  router.post(
    '/provider/indemnity-insurance',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const { file } = await formBody(ctx, UploadProviderIndemnityInsuranceBody);
      if (typeof file === 'string') throw badRequest(['file: must be a file']);
      const errors = documentErrors('file', file);
      if (errors.length) throw badRequest(errors);
      const stored = { ...storeUpload(db, ctx, '/provider/indemnity-insurance', 'in', file), uploadedAt: db.now().toISOString() };
      provider.insurance.push(stored);
      return stored;
    },
    { status: 201, idempotent: true },
  );

  router.delete('/provider/indemnity-insurance/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    if (!provider.insurance.some((f) => f.identifier === ctx.params.id)) throw notFound('Insurance file');
    db.blobs.delete(ctx.params.id);
    provider.insurance = provider.insurance.filter((f) => f.identifier !== ctx.params.id);
    return { message: 'File deleted' };
  });
}

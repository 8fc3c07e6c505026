// The provider's credentials: qualifications, the verification submission and indemnity insurance.
import type { ProviderInsuranceFile, ProviderQualification } from '../../../generated/model';
import {
  UploadProviderIndemnityInsuranceBody,
  UploadProviderQualificationBody,
} from '../../../generated/zod/provider/provider.zod';
import type { StoredInsuranceFile, StoredQualification } from '../../data/profiles';
import type { Db } from '../../db';
import { badRequest, conflict, formBody, notFound, type RequestContext, type Router } from '../../lib/http';
import { checkDocuments, dropFiles, linkFiles, storeFiles } from '../files';
import { providerOf } from './shared';

/** The answer's file references: links for the provider, without the stored type (not in these schemas). */
const linked = async (
  router: Router,
  db: Db,
  ctx: RequestContext,
  files: StoredInsuranceFile[] | StoredQualification['files'],
) => (await linkFiles(router, db, ctx, files)).map(({ mimeType: _type, ...file }) => file);

export function registerProviderQualifications(router: Router, db: Db): void {
  const view = async (ctx: RequestContext, q: StoredQualification): Promise<ProviderQualification> => ({
    ...q,
    files: await linked(router, db, ctx, q.files),
  });

  router.get('/provider/qualification/files', async (ctx) => ({
    items: await Promise.all(providerOf(db, ctx).provider.qualifications.map((q) => view(ctx, q))),
  }));

  router.post(
    '/provider/qualification/file/upload',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const body = await formBody(ctx, UploadProviderQualificationBody, ['files']);
      const errors: string[] = [];
      if (body.type === 'license') {
        if (!body.body) errors.push('body: required for a licence');
        if (!body.credentialNumber) errors.push('credentialNumber: required for a licence');
      }
      if (errors.length) throw badRequest(errors);
      await checkDocuments(body.files);
      const qualification: StoredQualification = {
        identifier: db.newId('ql'),
        type: body.type,
        title: body.title,
        body: body.body ?? null,
        credentialNumber: body.credentialNumber ?? null,
        files: await storeFiles(db, 'fl', body.files),
        createdAt: db.now().toISOString(),
      };
      provider.qualifications.push(qualification);
      return view(ctx, qualification);
    },
    { status: 201, idempotent: true },
  );

  router.delete('/provider/qualification/files/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    const qualification = provider.qualifications.find((q) => q.identifier === ctx.params.id);
    if (!qualification) throw notFound('Qualification');
    dropFiles(db, qualification.files);
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
    if (!provider.qualifications.length)
      throw conflict('Upload at least one qualification before submitting.', 'QUALIFICATIONS_MISSING');
    provider.verificationStatus = 'submitted';
    provider.verificationNote = null;
    return { status: provider.verificationStatus };
  });
}

export function registerProviderInsurance(router: Router, db: Db): void {
  const view = (ctx: RequestContext, files: StoredInsuranceFile[]) =>
    linked(router, db, ctx, files) as Promise<ProviderInsuranceFile[]>;

  router.get('/provider/indemnity-insurance', async (ctx) => ({
    items: await view(ctx, providerOf(db, ctx).provider.insurance),
  }));

  router.post(
    '/provider/indemnity-insurance',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const { file } = await formBody(ctx, UploadProviderIndemnityInsuranceBody);
      if (typeof file === 'string') throw badRequest(['file: must be a file']);
      await checkDocuments([file], () => 'file');
      const [stored] = await storeFiles(db, 'in', [file]);
      const record: StoredInsuranceFile = { ...stored!, uploadedAt: db.now().toISOString() };
      provider.insurance.push(record);
      return (await view(ctx, [record]))[0]!;
    },
    { status: 201, idempotent: true },
  );

  router.delete('/provider/indemnity-insurance/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    const file = provider.insurance.find((f) => f.identifier === ctx.params.id);
    if (!file) throw notFound('Insurance file');
    dropFiles(db, [file]);
    provider.insurance = provider.insurance.filter((f) => f !== file);
    return { message: 'File deleted' };
  });
}

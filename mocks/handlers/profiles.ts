// Profiles: the provider's own profile, fees, qualifications, verification, work history, licence states and
// indemnity insurance; the client's profile, picture and avatars; the public therapist pages and feature flags;
// the region look-ups. Uploaded files stay in db.blobs and are served by GET <api base>/__mock/files/<id>.
import { http, HttpResponse } from 'msw';
import type { z } from 'zod';
import type { ClientProfile, ProviderExperience, ProviderProfile, TherapistProfile, TherapistSummary } from '../../generated/model';
import {
  GetClientProfileForProviderParams,
  SelectClientAvatarParams,
  SetClientEmergencyContactBody,
  UpdateClientProfileBody,
  UploadClientProfilePictureBody,
} from '../../generated/zod/client/client.zod';
import {
  CreateProviderExperienceBody,
  GetFeatureFlagParams,
  GetTherapistProfileParams,
  ListTherapistsQueryParams,
  SetProviderGeneralFeeBody,
  SetProviderLicenseStatesBody,
  SetProviderTherapyFeesBody,
  UpdateProviderExperienceBody,
  UpdateProviderInfoBody,
  UpdateProviderPhotoBody,
  UploadProviderIndemnityInsuranceBody,
  UploadProviderQualificationBody,
} from '../../generated/zod/provider/provider.zod';
import { ListCountriesQueryParams, ListCountryStatesByCodeParams, ListLanguagesQueryParams } from '../../generated/zod/region/region.zod';
import type { AccountRecord } from '../data/accounts';
import { averageRating, type ReviewRecord } from '../data/content';
import { avatars, type ProviderRecord } from '../data/profiles';
import {
  countries,
  countryByCode,
  DEFAULT_TIMEZONE,
  findCountry,
  findState,
  languages,
  modalities,
  specialities,
  states,
  therapies,
} from '../data/regions';
import type { Db } from '../db';
import { requireRole } from '../lib/auth';
import { badRequest, conflict, formBody, jsonBody, notFound, paginate, queryParams, type RequestContext, type Router } from '../lib/http';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['.doc', '.docx', '.pdf', '.jpg', '.jpeg', '.png'];
export const THERAPISTS_PAGE_SIZE = 6;

// ---------------------------------------------------------------- helpers

function pathParams<S extends z.ZodType>(ctx: RequestContext, schema: S): z.infer<S> {
  const result = schema.safeParse(ctx.params);
  if (!result.success) throw badRequest(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  return result.data;
}

const fileName = (file: Blob) => (file instanceof File && file.name ? file.name : 'file');

function documentErrors(field: string, file: Blob): string[] {
  const name = fileName(file);
  const errors: string[] = [];
  if (!DOCUMENT_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext))) errors.push(`${field}: ${name} is not one of ${DOCUMENT_EXTENSIONS.join(' ')}`);
  if (file.size > MAX_UPLOAD_BYTES) errors.push(`${field}: ${name} is larger than 10 MB`);
  return errors;
}

function checkImage(file: Blob | string): Blob {
  if (typeof file === 'string') throw badRequest(['file: must be a file']);
  const errors: string[] = [];
  if (!file.type.startsWith('image/')) errors.push('file: Please upload a valid image file.');
  if (file.size > MAX_UPLOAD_BYTES) errors.push('file: File size should not exceed 10MB.');
  if (errors.length) throw badRequest(errors);
  return file;
}

/** Keeps an upload in db.blobs; its URL is absolute, under the API base the upload came through. */
function storeUpload(db: Db, ctx: RequestContext, routePath: string, prefix: string, file: Blob) {
  const identifier = db.newId(prefix);
  db.blobs.set(identifier, file);
  const base = ctx.url.pathname.slice(0, ctx.url.pathname.length - routePath.length);
  return { identifier, name: fileName(file), sizeBytes: file.size, url: `${ctx.url.origin}${base}/__mock/files/${identifier}` };
}

// After a reload the bytes are gone (blobs are not persisted): serve a placeholder rather than a broken link.
const PLACEHOLDER_IMAGE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#ccc"/><circle cx="100" cy="80" r="36" fill="#fff"/><rect x="44" y="128" width="112" height="50" rx="25" fill="#fff"/></svg>';
const PLACEHOLDER_PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

function fileRoute(db: Db) {
  return http.get('*/__mock/files/:id', ({ params }) => {
    const id = String(params.id);
    const blob = db.blobs.get(id);
    if (blob) return new HttpResponse(blob, { headers: { 'Content-Type': blob.type || 'application/octet-stream' } });
    return id.startsWith('ph_')
      ? new HttpResponse(PLACEHOLDER_IMAGE, { headers: { 'Content-Type': 'image/svg+xml' } })
      : new HttpResponse(PLACEHOLDER_PDF, { headers: { 'Content-Type': 'application/pdf' } });
  });
}

const named = <T extends { identifier: string }>(catalogue: T[], identifiers: string[]) =>
  identifiers.flatMap((id) => catalogue.filter((item) => item.identifier === id));

function unknownIds(field: string, catalogue: { identifier: string }[], identifiers: string[] | undefined): string[] {
  return (identifiers ?? []).filter((id) => !catalogue.some((c) => c.identifier === id)).map((id) => `${field}: unknown ${id}`);
}

/** A state must exist and belong to the country. */
function regionErrors(countryIdentifier: string | null | undefined, stateIdentifier: string | null | undefined): string[] {
  if (countryIdentifier && !findCountry(countryIdentifier)) return ['countryIdentifier: unknown country'];
  if (!stateIdentifier) return [];
  const state = findState(stateIdentifier);
  if (!state) return ['stateIdentifier: unknown state'];
  if (countryIdentifier && state.countryIdentifier !== countryIdentifier) return [`stateIdentifier: ${state.name} is not in ${findCountry(countryIdentifier)!.name}`];
  return [];
}

// ---------------------------------------------------------------- provider views

function providerOf(db: Db, ctx: RequestContext): { account: AccountRecord; provider: ProviderRecord } {
  const account = requireRole(db, ctx, 'provider');
  const provider = db.state.providerProfiles.find((p) => p.identifier === account.identifier);
  if (!provider) throw notFound('Provider profile');
  return { account, provider };
}

function providerView(account: AccountRecord, p: ProviderRecord): ProviderProfile {
  return {
    identifier: p.identifier,
    email: account.email,
    profileInfo: { firstName: p.firstName, lastName: p.lastName, headline: p.headline, photo: p.photo, country: p.countryIdentifier },
    title: p.title,
    officeAddress: p.officeAddress,
    bio: p.bio,
    phoneNumber: p.phoneNumber,
    disciplineIdentifier: p.disciplineIdentifier,
    stateIdentifier: p.stateIdentifier,
    zipCode: p.zipCode,
    ethnicityIdentifier: p.ethnicityIdentifier,
    gender: p.gender,
    therapy: named(therapies, p.therapyIdentifiers),
    modality: named(modalities, p.modalityIdentifiers),
    specialities: named(specialities, p.specialityIdentifiers),
    verificationStatus: p.verificationStatus,
    bookingFee: p.bookingFee,
  };
}

/** Rating and count from the reviews slice when the provider has reviews there, else the profile's seeded figures. */
function ratingOf(p: ProviderRecord, reviews: ReviewRecord[]): { averageRating: number | null; reviewCount: number } {
  const own = reviews.filter((r) => r.providerIdentifier === p.identifier);
  if (own.length === 0) return { averageRating: p.averageRating, reviewCount: p.reviewCount };
  return { averageRating: averageRating(own), reviewCount: own.length };
}

function therapistSummary(p: ProviderRecord, reviews: ReviewRecord[]): TherapistSummary {
  const country = findCountry(p.countryIdentifier)!;
  const state = findState(p.stateIdentifier);
  return {
    identifier: p.identifier,
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    title: p.title ?? '',
    headline: p.headline,
    photoUrl: p.photo,
    therapies: named(therapies, p.therapyIdentifiers),
    modalities: named(modalities, p.modalityIdentifiers),
    fee: { ...p.bookingFee.general, currencyCode: p.bookingFee.currencyCode },
    ...ratingOf(p, reviews),
    country: { identifier: country.identifier, code: country.code, name: country.name },
    state: state ? { identifier: state.identifier, code: state.code, name: state.name } : null,
  };
}

function therapistProfile(p: ProviderRecord, reviews: ReviewRecord[]): TherapistProfile {
  return {
    ...therapistSummary(p, reviews),
    bio: p.bio,
    specialities: named(specialities, p.specialityIdentifiers),
    languages: named(languages, p.languageIdentifiers).map(({ identifier, code, name }) => ({ identifier, code, name })),
    officeAddress: p.officeAddress,
  };
}

/** The states a `state` query names: by identifier, else a USA state by code, else any state by code. */
function statesNamed(param: string): string[] {
  const byId = states.filter((s) => s.identifier.toLowerCase() === param.toLowerCase());
  if (byId.length) return byId.map((s) => s.identifier);
  const byCode = states.filter((s) => s.code.toLowerCase() === param.toLowerCase());
  const us = byCode.filter((s) => s.countryIdentifier === 'ct_us');
  return (us.length ? us : byCode).map((s) => s.identifier);
}

function experienceFrom(body: z.infer<typeof CreateProviderExperienceBody>, identifier: string): ProviderExperience {
  const inRange = (month: string) => month >= '1900-01' && month <= '2099-12';
  const errors: string[] = [];
  if (!inRange(body.startDate)) errors.push('startDate: must be between 1900-01 and 2099-12');
  const endDate = body.currentlyWorksHere ? null : (body.endDate ?? null);
  if (!body.currentlyWorksHere) {
    if (!endDate) errors.push('endDate: required unless currentlyWorksHere');
    else if (!inRange(endDate)) errors.push('endDate: must be between 1900-01 and 2099-12');
    else if (endDate < body.startDate) errors.push('endDate: must not be before startDate');
  }
  if (errors.length) throw badRequest(errors);
  return {
    identifier,
    companyName: body.companyName,
    jobTitle: body.jobTitle,
    startDate: body.startDate,
    endDate,
    currentlyWorksHere: body.currentlyWorksHere,
    description: body.description ?? null,
  };
}

const sortExperience = (items: ProviderExperience[]) => [...items].sort((a, b) => b.startDate.localeCompare(a.startDate));

// ---------------------------------------------------------------- client views

function clientOf(db: Db, ctx: RequestContext) {
  const account = requireRole(db, ctx, 'client');
  const profile = db.state.clientProfiles.find((p) => p.identifier === account.identifier);
  if (!profile) throw notFound('Client profile');
  return { account, profile };
}

function clientView(account: AccountRecord, profile: ReturnType<typeof clientOf>['profile']): ClientProfile {
  const { identifier, userName, photoUrl, countryIdentifier, stateIdentifier, zipCode, dob, religionIdentifier, ethnicityIdentifier, gender, emergencyContact } =
    profile;
  return {
    identifier,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    userName,
    photoUrl,
    countryIdentifier,
    stateIdentifier,
    zipCode,
    dob,
    religionIdentifier,
    ethnicityIdentifier,
    gender,
    emergencyContact,
  };
}

/** Drops an uploaded picture's bytes when it is replaced (avatars and seeded pictures are data: URLs). */
function dropUploadedPhoto(db: Db, url: string | null) {
  const id = url?.match(/\/__mock\/files\/([^/]+)$/)?.[1];
  if (id) db.blobs.delete(id);
}

// ---------------------------------------------------------------- routes

export function registerProfiles(router: Router, db: Db): void {
  router.handlers.push(fileRoute(db));

  // ---- provider: own profile
  router.get('/provider', (ctx) => {
    const { account, provider } = providerOf(db, ctx);
    return providerView(account, provider);
  });

  router.post('/provider/update/info', async (ctx) => {
    const { account, provider } = providerOf(db, ctx);
    const body = await jsonBody(ctx, UpdateProviderInfoBody);
    const errors = [
      ...regionErrors(body.countryIdentifier, body.stateIdentifier),
      ...unknownIds('therapyIdentifiers', therapies, body.therapyIdentifiers),
      ...unknownIds('modalityIdentifiers', modalities, body.modalityIdentifiers),
      ...unknownIds('specialityIdentifiers', specialities, body.specialityIdentifiers),
    ];
    if (errors.length) throw badRequest(errors);
    const { countryIdentifier, therapyIdentifiers, modalityIdentifiers, specialityIdentifiers, ...fields } = body;
    Object.assign(provider, fields, { countryIdentifier });
    if (therapyIdentifiers) {
      provider.therapyIdentifiers = therapyIdentifiers;
      provider.bookingFee.therapy = provider.bookingFee.therapy.filter((f) => therapyIdentifiers.includes(f.therapyIdentifier));
    }
    if (modalityIdentifiers) provider.modalityIdentifiers = modalityIdentifiers;
    if (specialityIdentifiers) provider.specialityIdentifiers = specialityIdentifiers;
    account.firstName = body.firstName;
    account.lastName = body.lastName;
    return providerView(account, provider);
  });

  router.post('/provider/update/photo', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const file = checkImage((await formBody(ctx, UpdateProviderPhotoBody)).file);
    dropUploadedPhoto(db, provider.photo);
    provider.photo = storeUpload(db, ctx, '/provider/update/photo', 'ph', file).url;
    return { photo: provider.photo };
  });

  // ---- provider: fees
  router.post('/provider/booking-fee/general', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const body = await jsonBody(ctx, SetProviderGeneralFeeBody);
    if (!body.isFree && body.fee === 0) throw badRequest(['fee: must be more than 0 unless isFree']);
    provider.bookingFee.general = { fee: body.isFree ? 0 : body.fee, isFree: body.isFree };
    return { bookingFee: provider.bookingFee };
  });

  router.post('/provider/booking-fee/therapy', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const { fees } = await jsonBody(ctx, SetProviderTherapyFeesBody);
    const errors = fees.flatMap((f, i) => [
      ...(provider.therapyIdentifiers.includes(f.therapyIdentifier) ? [] : [`fees.${i}.therapyIdentifier: ${f.therapyIdentifier} is not one of your therapies`]),
      ...(fees.findIndex((g) => g.therapyIdentifier === f.therapyIdentifier) !== i ? [`fees.${i}.therapyIdentifier: ${f.therapyIdentifier} is given twice`] : []),
      ...(!f.isFree && f.fee === 0 ? [`fees.${i}.fee: must be more than 0 unless isFree`] : []),
    ]);
    if (errors.length) throw badRequest(errors);
    for (const f of fees) {
      const fee = { therapyIdentifier: f.therapyIdentifier, fee: f.isFree ? 0 : f.fee, isFree: f.isFree };
      const others = provider.bookingFee.therapy.filter((t) => t.therapyIdentifier !== f.therapyIdentifier);
      provider.bookingFee.therapy = [...others, fee];
    }
    return { bookingFee: provider.bookingFee };
  });

  // ---- provider: qualifications and verification
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
    { status: 201 },
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

  // ---- provider: work history
  router.get('/provider/experience', (ctx) => ({ items: sortExperience(providerOf(db, ctx).provider.experience) }));

  router.post(
    '/provider/experience',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const entry = experienceFrom(await jsonBody(ctx, CreateProviderExperienceBody), db.newId('ex'));
      provider.experience.push(entry);
      return entry;
    },
    { status: 201 },
  );

  router.put('/provider/experience/{id}', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const index = provider.experience.findIndex((e) => e.identifier === ctx.params.id);
    if (index < 0) throw notFound('Work history entry');
    const entry = experienceFrom(await jsonBody(ctx, UpdateProviderExperienceBody), ctx.params.id);
    provider.experience[index] = entry;
    return entry;
  });

  router.delete('/provider/experience/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    if (!provider.experience.some((e) => e.identifier === ctx.params.id)) throw notFound('Work history entry');
    provider.experience = provider.experience.filter((e) => e.identifier !== ctx.params.id);
    return { message: 'Work history deleted' };
  });

  // ---- provider: licence states
  router.get('/provider/license-states', (ctx) => ({ stateIdentifiers: providerOf(db, ctx).provider.licenseStateIdentifiers }));

  router.post('/provider/license-states', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const { stateIdentifiers } = await jsonBody(ctx, SetProviderLicenseStatesBody);
    const errors = stateIdentifiers
      .filter((id) => findState(id)?.countryIdentifier !== 'ct_us')
      .map((id) => `stateIdentifiers: ${id} is not a USA state`);
    if (errors.length) throw badRequest(errors);
    provider.licenseStateIdentifiers = [...new Set(stateIdentifiers)];
    return { stateIdentifiers: provider.licenseStateIdentifiers };
  });

  // ---- provider: indemnity insurance
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
    { status: 201 },
  );

  router.delete('/provider/indemnity-insurance/{id}', (ctx) => {
    const { provider } = providerOf(db, ctx);
    if (!provider.insurance.some((f) => f.identifier === ctx.params.id)) throw notFound('Insurance file');
    db.blobs.delete(ctx.params.id);
    provider.insurance = provider.insurance.filter((f) => f.identifier !== ctx.params.id);
    return { message: 'File deleted' };
  });

  // ---- public: therapists and feature flags
  const listed = () => db.state.providerProfiles.filter((p) => p.verificationStatus === 'verified');

  router.get('/therapists', (ctx) => {
    const query = queryParams(ctx, ListTherapistsQueryParams);
    const wanted = query.state ? statesNamed(query.state) : null;
    const matching = listed().filter(
      (p) => !wanted || wanted.includes(p.stateIdentifier ?? '') || p.licenseStateIdentifiers.some((s) => wanted.includes(s)),
    );
    return paginate(matching.map((p) => therapistSummary(p, db.state.reviews)), query.page, THERAPISTS_PAGE_SIZE);
  });

  router.get('/therapists/{id}', (ctx) => {
    const { id } = pathParams(ctx, GetTherapistProfileParams);
    const provider = listed().find((p) => p.identifier === id);
    if (!provider) throw notFound('Therapist');
    return therapistProfile(provider, db.state.reviews);
  });

  router.get('/feature-flags/{key}', (ctx) => {
    const { key } = pathParams(ctx, GetFeatureFlagParams);
    const flag = db.state.featureFlags.find((f) => f.key === key);
    if (!flag) throw notFound('Feature flag');
    return { key, enabled: flag.enabled };
  });

  // ---- client
  router.get('/client', (ctx) => {
    const { account, profile } = clientOf(db, ctx);
    return clientView(account, profile);
  });

  router.put('/client', async (ctx) => {
    const { account, profile } = clientOf(db, ctx);
    const body = await jsonBody(ctx, UpdateClientProfileBody);
    const errors = regionErrors(body.countryIdentifier ?? profile.countryIdentifier, body.stateIdentifier);
    if (errors.length) throw badRequest(errors);
    const taken = db.state.clientProfiles.some((p) => p !== profile && p.userName?.toLowerCase() === body.userName.toLowerCase());
    if (taken) throw conflict('This user name is already taken.', 'USERNAME_TAKEN');
    const { firstName, lastName, ...fields } = body;
    Object.assign(profile, fields);
    if (body.countryIdentifier && !body.stateIdentifier && findState(profile.stateIdentifier)?.countryIdentifier !== body.countryIdentifier) {
      profile.stateIdentifier = null;
    }
    if (firstName !== undefined) account.firstName = firstName;
    if (lastName !== undefined) account.lastName = lastName;
    return clientView(account, profile);
  });

  router.post('/client/emergency-contact', async (ctx) => {
    const { profile } = clientOf(db, ctx);
    const { name, phoneNumber } = await jsonBody(ctx, SetClientEmergencyContactBody);
    profile.emergencyContact = { name, phoneNumber };
    return profile.emergencyContact;
  });

  router.post('/client/profile-picture', async (ctx) => {
    const { profile } = clientOf(db, ctx);
    const file = checkImage((await formBody(ctx, UploadClientProfilePictureBody)).file);
    dropUploadedPhoto(db, profile.photoUrl);
    const photoUrl = storeUpload(db, ctx, '/client/profile-picture', 'ph', file).url;
    profile.photoUrl = photoUrl;
    return { photoUrl };
  });

  router.delete('/client/profile-picture', (ctx) => {
    const { profile } = clientOf(db, ctx);
    dropUploadedPhoto(db, profile.photoUrl);
    profile.photoUrl = null;
    return { message: 'Image Deleted Successfully' };
  });

  router.get('/client/avatars', (ctx) => {
    clientOf(db, ctx);
    return { items: avatars };
  });

  router.post('/client/avatar/{avatarIdentifier}', (ctx) => {
    const { profile } = clientOf(db, ctx);
    const { avatarIdentifier } = pathParams(ctx, SelectClientAvatarParams);
    const avatar = avatars.find((a) => a.identifier === avatarIdentifier);
    if (!avatar) throw notFound('Avatar');
    dropUploadedPhoto(db, profile.photoUrl);
    profile.photoUrl = avatar.photoUrl;
    return { photoUrl: avatar.photoUrl };
  });

  // Simplified: any provider may see any client's public profile (the booking relation is not checked).
  router.get('/client/profile/{id}', (ctx) => {
    requireRole(db, ctx, 'provider');
    const { id } = pathParams(ctx, GetClientProfileForProviderParams);
    const profile = db.state.clientProfiles.find((p) => p.identifier === id);
    const account = db.state.accounts.find((a) => a.identifier === id);
    if (!profile || !account) throw notFound('Client');
    const { userName, photoUrl, countryIdentifier, stateIdentifier, gender } = profile;
    return { identifier: id, firstName: account.firstName, lastName: account.lastName, userName, photoUrl, countryIdentifier, stateIdentifier, gender };
  });

  // ---- regions (public)
  router.get('/region/languages', (ctx) => {
    queryParams(ctx, ListLanguagesQueryParams);
    // z.coerce.boolean() reads "false" as true, so the flag is read from the raw query.
    const primary = ctx.url.searchParams.get('primary') === 'true';
    return { items: languages.filter((l) => !primary || l.primary).map(({ identifier, code, name }) => ({ identifier, code, name })) };
  });

  router.get('/region/country', (ctx) => {
    queryParams(ctx, ListCountriesQueryParams);
    const all = ctx.url.searchParams.get('all') === 'true';
    return { items: countries.filter((c) => all || c.operating).map(({ identifier, code, name }) => ({ identifier, code, name })) };
  });

  const statesOf = (countryIdentifier: string) =>
    states.filter((s) => s.countryIdentifier === countryIdentifier).map(({ identifier, code, name }) => ({ identifier, code, name }));

  router.get('/region/country/{id}/states', (ctx) => {
    const country = findCountry(ctx.params.id);
    if (!country) throw notFound('Country');
    return { items: statesOf(country.identifier) };
  });

  router.get('/region/country/code/{code}/states', (ctx) => {
    const { code } = pathParams(ctx, ListCountryStatesByCodeParams);
    const country = countryByCode(code);
    if (!country) throw notFound('Country');
    return { items: statesOf(country.identifier) };
  });

  // No IP look-up offline: the X-CountryCode header (the app's cookie) stands in for it.
  router.get('/region/user-timezone', (ctx) => {
    const code = ctx.request.headers.get('x-countrycode');
    if (!code) return { ...DEFAULT_TIMEZONE };
    const country = countryByCode(code);
    if (!country) throw notFound('Time zone for this country');
    return { timezone: country.timezone, countryCode: country.code };
  });
}

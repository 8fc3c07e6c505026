// The provider's own profile: info, photo and booking fees.
import type { ProviderProfile } from '../../../generated/model';
import {
  SetProviderGeneralFeeBody,
  SetProviderTherapyFeesBody,
  UpdateProviderInfoBody,
  updateProviderInfoBodyFirstNameMin,
  updateProviderInfoBodyHeadlineMin,
  updateProviderInfoBodyLastNameMin,
  updateProviderInfoBodyOfficeAddressMin,
  updateProviderInfoBodyTitleMin,
  UpdateProviderPhotoBody,
} from '../../../generated/zod/provider/provider.zod';
import type { AccountRecord } from '../../data/accounts';
import type { ProviderRecord } from '../../data/profiles';
import { modalities, specialities, therapies } from '../../data/regions';
import type { Db } from '../../db';
import { badRequest, formBody, jsonBody, type Router } from '../../lib/http';
import { trimmedFields } from '../../lib/visible-fields';
import {
  named,
  preferenceErrors,
  preferencesView,
  providerOf,
  regionErrors,
  takePreferences,
  unknownIds,
} from './shared';
import { checkPicture, dropPicture, storePicture } from '../files';

/** The largest session fee by the provider's currency, in minor units (10,000,000 NGN, else 100,000; decision 0007). */
const MAX_FEE: Record<string, number> = { NGN: 1_000_000_000, GBP: 10_000_000 };
const maxFee = (currency: string) => MAX_FEE[currency] ?? 10_000_000;
const feeTooHigh = (fee: number, currency: string, field: string) =>
  fee > maxFee(currency)
    ? [`${field}: The fee can be at most ${(maxFee(currency) / 100).toLocaleString('en')} ${currency}`]
    : [];

function providerView(account: AccountRecord, p: ProviderRecord): ProviderProfile {
  return {
    identifier: p.identifier,
    email: account.email,
    profileInfo: {
      firstName: p.firstName,
      lastName: p.lastName,
      headline: p.headline,
      photo: p.photo,
      country: p.countryIdentifier,
    },
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
    ...preferencesView(p),
    verificationStatus: p.verificationStatus,
    bookingFee: p.bookingFee,
  };
}

export function registerProviderProfile(router: Router, db: Db): void {
  router.get('/provider', (ctx) => {
    const { account, provider } = providerOf(db, ctx);
    return providerView(account, provider);
  });

  router.post('/provider/update/info', async (ctx) => {
    const { account, provider } = providerOf(db, ctx);
    const body = trimmedFields(await jsonBody(ctx, UpdateProviderInfoBody), {
      firstName: updateProviderInfoBodyFirstNameMin,
      lastName: updateProviderInfoBodyLastNameMin,
      headline: updateProviderInfoBodyHeadlineMin,
      title: updateProviderInfoBodyTitleMin,
      officeAddress: updateProviderInfoBodyOfficeAddressMin,
    });
    const errors = [
      ...regionErrors(body.countryIdentifier, body.stateIdentifier),
      ...unknownIds('therapyIdentifiers', therapies, body.therapyIdentifiers),
      ...unknownIds('modalityIdentifiers', modalities, body.modalityIdentifiers),
      ...unknownIds('specialityIdentifiers', specialities, body.specialityIdentifiers),
      ...preferenceErrors(body),
    ];
    if (errors.length) throw badRequest(errors);
    const { countryIdentifier, therapyIdentifiers, modalityIdentifiers, specialityIdentifiers, ...fields } =
      takePreferences(provider, body);
    Object.assign(provider, fields, { countryIdentifier });
    if (therapyIdentifiers) {
      provider.therapyIdentifiers = therapyIdentifiers;
      provider.bookingFee.therapy = provider.bookingFee.therapy.filter((f) =>
        therapyIdentifiers.includes(f.therapyIdentifier),
      );
    }
    if (modalityIdentifiers) provider.modalityIdentifiers = modalityIdentifiers;
    if (specialityIdentifiers) provider.specialityIdentifiers = specialityIdentifiers;
    if (body.firstName !== undefined) account.firstName = body.firstName;
    if (body.lastName !== undefined) account.lastName = body.lastName;
    return providerView(account, provider);
  });

  router.post('/provider/update/photo', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const file = await checkPicture((await formBody(ctx, UpdateProviderPhotoBody)).file);
    dropPicture(db, provider.photo);
    provider.photo = storePicture(router, db, ctx, file);
    return { photo: provider.photo };
  });

  // Inferred (decision 0035): the provider's delete picture, as the client's.
  router.delete('/provider/update/photo', (ctx) => {
    const { provider } = providerOf(db, ctx);
    dropPicture(db, provider.photo);
    provider.photo = null;
    return { message: 'Image Deleted Successfully' };
  });

  router.post('/provider/booking-fee/general', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const body = await jsonBody(ctx, SetProviderGeneralFeeBody);
    if (!body.isFree && body.fee === 0) throw badRequest(['fee: must be more than 0 unless isFree']);
    const tooHigh = body.isFree ? [] : feeTooHigh(body.fee, provider.bookingFee.currencyCode, 'fee');
    if (tooHigh.length) throw badRequest(tooHigh);
    provider.bookingFee.general = { fee: body.isFree ? 0 : body.fee, isFree: body.isFree };
    return { bookingFee: provider.bookingFee };
  });

  router.post('/provider/booking-fee/therapy', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    const { fees } = await jsonBody(ctx, SetProviderTherapyFeesBody);
    const errors = fees.flatMap((f, i) => [
      ...(provider.therapyIdentifiers.includes(f.therapyIdentifier)
        ? []
        : [`fees.${i}.therapyIdentifier: ${f.therapyIdentifier} is not one of your therapies`]),
      ...(fees.findIndex((g) => g.therapyIdentifier === f.therapyIdentifier) !== i
        ? [`fees.${i}.therapyIdentifier: ${f.therapyIdentifier} is given twice`]
        : []),
      ...(!f.isFree && f.fee === 0 ? [`fees.${i}.fee: must be more than 0 unless isFree`] : []),
      ...(f.isFree ? [] : feeTooHigh(f.fee, provider.bookingFee.currencyCode, `fees.${i}.fee`)),
    ]);
    if (errors.length) throw badRequest(errors);
    for (const f of fees) {
      const fee = { therapyIdentifier: f.therapyIdentifier, fee: f.isFree ? 0 : f.fee, isFree: f.isFree };
      const others = provider.bookingFee.therapy.filter((t) => t.therapyIdentifier !== f.therapyIdentifier);
      provider.bookingFee.therapy = [...others, fee];
    }
    return { bookingFee: provider.bookingFee };
  });
}

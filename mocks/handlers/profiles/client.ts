// The client's profile, emergency contact, picture and avatars; a client's public profile for providers.
import type { ClientProfile } from '../../../generated/model';
import {
  GetClientProfileForProviderParams,
  SelectClientAvatarParams,
  SetClientEmergencyContactBody,
  setClientEmergencyContactBodyNameMin,
  UpdateClientProfileBody,
  updateClientProfileBodyFirstNameMin,
  updateClientProfileBodyLastNameMin,
  UploadClientProfilePictureBody,
} from '../../../generated/zod/client/client.zod';
import type { AccountRecord } from '../../data/accounts';
import { avatars } from '../../data/profiles';
import { findState } from '../../data/regions';
import type { Db } from '../../db';
import { requireRole } from '../../lib/auth';
import { badRequest, conflict, formBody, jsonBody, notFound, type RequestContext, type Router } from '../../lib/http';
import { trimmedFields } from '../../lib/visible-fields';
import { birthDateErrors, pathParams, regionErrors } from './shared';
import { checkPicture, dropPicture, storePicture } from '../files';

function clientOf(db: Db, ctx: RequestContext) {
  const account = requireRole(db, ctx, 'client');
  const profile = db.state.clientProfiles.find((p) => p.identifier === account.identifier);
  // Sign-up creates the profile and account deletion removes both: without one the store is broken (a 500).
  if (!profile) throw new Error(`client ${account.identifier} has no profile`);
  return { account, profile };
}

function clientView(account: AccountRecord, profile: ReturnType<typeof clientOf>['profile']): ClientProfile {
  const {
    identifier,
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
  } = profile;
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

export function registerClientProfile(router: Router, db: Db): void {
  router.get('/client', (ctx) => {
    const { account, profile } = clientOf(db, ctx);
    return clientView(account, profile);
  });

  router.put('/client', async (ctx) => {
    const { account, profile } = clientOf(db, ctx);
    const body = trimmedFields(await jsonBody(ctx, UpdateClientProfileBody), {
      firstName: updateClientProfileBodyFirstNameMin,
      lastName: updateClientProfileBodyLastNameMin,
    });
    const errors = [
      ...regionErrors(body.countryIdentifier ?? profile.countryIdentifier, body.stateIdentifier),
      ...birthDateErrors('dob', body.dob, db.now()),
    ];
    if (errors.length) throw badRequest(errors);
    const taken = db.state.clientProfiles.some(
      (p) => p !== profile && p.userName?.toLowerCase() === body.userName.toLowerCase(),
    );
    if (taken) throw conflict('This user name is already taken.', 'USERNAME_TAKEN');
    const { firstName, lastName, ...fields } = body;
    Object.assign(profile, fields);
    if (
      body.countryIdentifier &&
      !body.stateIdentifier &&
      findState(profile.stateIdentifier)?.countryIdentifier !== body.countryIdentifier
    ) {
      profile.stateIdentifier = null;
    }
    if (firstName !== undefined) account.firstName = firstName;
    if (lastName !== undefined) account.lastName = lastName;
    return clientView(account, profile);
  });

  router.post('/client/emergency-contact', async (ctx) => {
    const { profile } = clientOf(db, ctx);
    const { name, phoneNumber } = trimmedFields(await jsonBody(ctx, SetClientEmergencyContactBody), {
      name: setClientEmergencyContactBodyNameMin,
    });
    profile.emergencyContact = { name, phoneNumber };
    return profile.emergencyContact;
  });

  router.post('/client/profile-picture', async (ctx) => {
    const { profile } = clientOf(db, ctx);
    const file = await checkPicture((await formBody(ctx, UploadClientProfilePictureBody)).file);
    dropPicture(db, profile.photoUrl);
    const photoUrl = storePicture(router, db, ctx, file);
    profile.photoUrl = photoUrl;
    return { photoUrl };
  });

  router.delete('/client/profile-picture', (ctx) => {
    const { profile } = clientOf(db, ctx);
    dropPicture(db, profile.photoUrl);
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
    dropPicture(db, profile.photoUrl);
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
    return {
      identifier: id,
      firstName: account.firstName,
      lastName: account.lastName,
      userName,
      photoUrl,
      countryIdentifier,
      stateIdentifier,
      gender,
    };
  });
}

// The provider's work history and licence states.
import type { z } from 'zod/mini';
import type { ProviderExperience } from '../../../generated/model';
import {
  CreateProviderExperienceBody,
  SetProviderLicenseStatesBody,
  UpdateProviderExperienceBody,
} from '../../../generated/zod/provider/provider.zod';
import type { Db } from '../../db';
import { badRequest, jsonBody, notFound, type Router } from '../../lib/http';
import { providerOf } from './shared';

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

const sortExperience = (items: ProviderExperience[]) =>
  [...items].sort((a, b) => b.startDate.localeCompare(a.startDate));

export function registerProviderHistory(router: Router, db: Db): void {
  router.get('/provider/experience', (ctx) => ({ items: sortExperience(providerOf(db, ctx).provider.experience) }));

  router.post(
    '/provider/experience',
    async (ctx) => {
      const { provider } = providerOf(db, ctx);
      const entry = experienceFrom(await jsonBody(ctx, CreateProviderExperienceBody), db.newId('ex'));
      provider.experience.push(entry);
      return entry;
    },
    { status: 201, idempotent: true },
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

  router.get('/provider/license-states', (ctx) => ({
    stateIdentifiers: providerOf(db, ctx).provider.licenseStateIdentifiers,
  }));

  router.post('/provider/license-states', async (ctx) => {
    const { provider } = providerOf(db, ctx);
    // The contract's enum of the USA's states (UsStateIdentifier) refuses any other state.
    const { stateIdentifiers } = await jsonBody(ctx, SetProviderLicenseStatesBody);
    provider.licenseStateIdentifiers = [...new Set(stateIdentifiers)];
    return { stateIdentifiers: provider.licenseStateIdentifiers };
  });
}

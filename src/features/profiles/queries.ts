import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getClientProfile,
  getGetClientProfileQueryKey,
  getGetClientProfileQueryOptions,
  getGetClientProfileSuspenseQueryOptions,
} from '../../../generated/api/client/get-client-profile';
import { getListClientAvatarsQueryOptions } from '../../../generated/api/client/list-client-avatars';
import {
  getGetProviderProfileQueryKey,
  getGetProviderProfileQueryOptions,
  getGetProviderProfileSuspenseQueryOptions,
} from '../../../generated/api/provider/get-provider-profile';
import { getListCountriesQueryOptions } from '../../../generated/api/region/list-countries';
import { getListCountryStatesQueryOptions } from '../../../generated/api/region/list-country-states';
import type { ClientProfile, ProviderProfile, UserType } from '../../../generated/model';
import { readPersisted, writePersisted } from '../../lib/persisted';
import { useSession } from '../../lib/session';
import { catalogueQuery } from '../catalogue';

// The profile pages' queries: the route loader starts them, components read the same options.

/** GET /client; every answer is also kept in local persistence (spec "Auth state": the client profile). */
async function fetchClientProfile({ signal }: { signal: AbortSignal }): Promise<ClientProfile> {
  const profile = await getClientProfile({ signal });
  writePersisted('clientProfile', profile);
  return profile;
}

const clientProfileQuery = () => getGetClientProfileQueryOptions({ query: { queryFn: fetchClientProfile } });
const providerProfileQuery = () => getGetProviderProfileQueryOptions();

/** The same for `/account/`, which cannot show without the profile (its loader's `ensureRequired`). */
export const requiredClientProfileQuery = () =>
  getGetClientProfileSuspenseQueryOptions({ query: { queryFn: fetchClientProfile } });
export const requiredProviderProfileQuery = () => getGetProviderProfileSuspenseQueryOptions();

/** Every country (a client may live outside the operating ones), with their states on demand. */
export const allCountriesQuery = () => getListCountriesQueryOptions({ all: true }, { query: { staleTime: Infinity } });
export const statesQuery = (countryIdentifier: string) =>
  getListCountryStatesQueryOptions(countryIdentifier, {
    query: { staleTime: Infinity, enabled: Boolean(countryIdentifier) },
  });

export const avatarsQuery = () => getListClientAvatarsQueryOptions({ query: { staleTime: Infinity } });

/** The signed-in user's own profile (the header's name and picture come from it). */
export const ownProfileQuery = (userType: UserType) =>
  userType === 'client' ? clientProfileQuery() : providerProfileQuery();

export interface OwnIdentity {
  name: string;
  photoUrl: string | null;
}

export function identityOf(profile: ClientProfile | ProviderProfile | undefined): OwnIdentity | null {
  if (!profile) return null;
  const [first, last, photoUrl, fallback] =
    'profileInfo' in profile
      ? [profile.profileInfo.firstName, profile.profileInfo.lastName, profile.profileInfo.photo, profile.email]
      : [profile.firstName, profile.lastName, profile.photoUrl, profile.userName ?? profile.email];
  const name = [first, last].filter(Boolean).join(' ').trim();
  return { name: name || fallback, photoUrl };
}

/** The signed-in user's name and picture, as the header and the overview show them. */
export function useOwnIdentity(): OwnIdentity | null {
  const session = useSession();
  // Optional: the header shows the name and picture once they come; it never waits for them.
  const client = useQuery({ ...clientProfileQuery(), enabled: session?.userType === 'client' });
  const provider = useQuery({ ...providerProfileQuery(), enabled: session?.userType === 'provider' });
  if (!session) return null;
  return identityOf(session.userType === 'client' ? client.data : provider.data);
}

/** A new picture shows at once wherever the user appears: the cached profile takes the new URL before the refetch. */
export function showNewPicture(queryClient: QueryClient, userType: UserType, photoUrl: string | null): void {
  if (userType === 'client') {
    queryClient.setQueryData<ClientProfile>(getGetClientProfileQueryKey(), (old) => {
      if (!old) return old;
      const next = { ...old, photoUrl };
      writePersisted('clientProfile', next);
      return next;
    });
  } else {
    queryClient.setQueryData<ProviderProfile>(getGetProviderProfileQueryKey(), (old) =>
      old ? { ...old, profileInfo: { ...old.profileInfo, photo: photoUrl } } : old,
    );
  }
}

/** What `/account/` cannot show without: the user's own profile. */
export const requiredProfilePageQuery = (userType: UserType) =>
  userType === 'client' ? requiredClientProfileQuery() : requiredProviderProfileQuery();

/**
 * The rest of what `/account/` shows, in the same round: the countries and the option lists, and the states of the
 * country kept in local persistence (the client's last known profile), so a returning client needs no second round.
 */
export function profilePageQueries(userType: UserType, remembered = readPersisted('clientProfile')) {
  if (userType === 'provider') {
    return [
      allCountriesQuery(),
      ...(['ethnicity', 'gender', 'discipline', 'therapy', 'modality', 'speciality'] as const).map(catalogueQuery),
    ];
  }
  const country = remembered?.countryIdentifier;
  return [
    allCountriesQuery(),
    country && statesQuery(country),
    ...(['religion', 'ethnicity', 'gender'] as const).map(catalogueQuery),
  ];
}

import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { useEffect, useRef } from 'react';
import { cookieNames } from '../../lib/i18n';
import { useModal } from '../../lib/modal';
import { locatedQuery } from './queries';
import { countryPrompt, IGNORE_PROMPT_COOKIE } from './rules';

/** The visitor's country: the X-CountryCode cookie, else the backend's answer (undefined while on its way). */
export function useVisitorCountry(enabled = true): {
  ignored: boolean;
  country: string | null | undefined;
  decision: ReturnType<typeof countryPrompt>;
} {
  const ignored = Cookies.get(IGNORE_PROMPT_COOKIE) !== undefined;
  const cookieCountry = Cookies.get(cookieNames.country);
  const ask = enabled && countryPrompt({ ignored, cookieCountry, backendCountry: undefined }) === 'ask';
  // Optional: a failed look-up only means no country is suggested.
  const located = useQuery({ ...locatedQuery(), enabled: ask });
  // Not a part that shows a failure: a failed look-up means no country known (null), still on its way is undefined.
  // eslint-disable-next-line no-restricted-syntax -- a failed look-up is an answer here, as said above
  const backendCountry = located.isError ? null : located.data?.countryCode;
  return {
    ignored,
    country: cookieCountry?.toUpperCase() || backendCountry,
    decision: countryPrompt({ ignored, cookieCountry, backendCountry }),
  };
}

/**
 * Opens the operating-country prompt (`?modal=location`) once per page load when the visitor is outside GB and NG
 * and has not chosen to continue anyway. It waits while another modal is open.
 */
export default function CountryPromptGate() {
  const { decision } = useVisitorCountry();
  const modalOpen = useRouterState({ select: (s) => 'modal' in s.location.search && Boolean(s.location.search.modal) });
  const { open } = useModal();
  const shown = useRef(false);
  // The page carries the decision once it is made, so that a test can wait for it rather than for a prompt that
  // never comes.
  useEffect(() => {
    if (decision !== 'ask') document.documentElement.dataset.countryPrompt = decision;
  }, [decision]);
  useEffect(() => {
    if (decision !== 'show' || modalOpen || shown.current) return;
    shown.current = true;
    open('location');
  }, [decision, modalOpen, open]);
  return null;
}

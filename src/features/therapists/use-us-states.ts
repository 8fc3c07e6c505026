import { useListCountryStatesByCode } from '../../../generated/api/region/region';

/** The USA's states (GET /region/country/code/US/states); they do not change while the app runs. */
export function useUsStates(enabled = true) {
  return useListCountryStatesByCode('US', { query: { enabled, staleTime: Infinity, meta: { errorToast: false } } });
}

/** The name of the state a `state` param names (an identifier or a code), else the param itself. */
export function useUsStateName(state: string | undefined): string {
  const states = useUsStates(Boolean(state));
  if (!state) return '';
  const wanted = state.toLowerCase();
  return states.data?.items.find((s) => s.identifier.toLowerCase() === wanted || s.code.toLowerCase() === wanted)?.name ?? state;
}

import { useQuery } from '@tanstack/react-query';
import { usStatesQuery } from './queries';

/** The name of the state a `state` param names (an identifier or a code), else the param itself. */
export function useUsStateName(state: string | undefined): string {
  // Optional: without the list the state is named as the URL has it.
  const states = useQuery({ ...usStatesQuery(), enabled: Boolean(state) });
  if (!state) return '';
  const wanted = state.toLowerCase();
  return (
    states.data?.items.find((s) => s.identifier.toLowerCase() === wanted || s.code.toLowerCase() === wanted)?.name ??
    state
  );
}

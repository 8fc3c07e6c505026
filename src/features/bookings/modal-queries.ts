// What the booking modals of every feature show, for their descriptors. The query options are imported when a modal
// asks: the descriptors are in every page's first chunk, the API modules are not.
import type { ModalQueryContext } from '../../lib/modal-descriptor';

/** The booking (`?id=`) as the viewer sees it. */
export function bookingModalData({ id }: { id: string }, { viewer }: ModalQueryContext) {
  return viewer ? import('./queries').then(({ bookingModalQueries }) => bookingModalQueries(viewer, id)) : [];
}

/** The cancel and reschedule modals also show the booking's live policy, which its id is enough to ask for. */
export function bookingModalDataWithPolicy(policy: 'cancellation' | 'reschedule') {
  return async (params: { id: string }, context: ModalQueryContext) => {
    if (!context.viewer) return [];
    const [booking, policies] = await Promise.all([bookingModalData(params, context), import('./policy-queries')]);
    const policyQuery = policy === 'cancellation' ? policies.cancellationPolicyQuery : policies.reschedulePolicyQuery;
    return [...booking, policyQuery(params.id)];
  };
}

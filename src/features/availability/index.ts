// The availability area's public face: the provider's availability page and the queries its route loads.
export { AvailabilityPage } from './AvailabilityPage';
export { availabilityPageQueries, availabilityQueries, chosenCategory, currentMonth, ownProfileQuery } from './queries';
export { availabilityModals } from './modals';

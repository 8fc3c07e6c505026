// The waitlist for an earlier slot (decision 0009): the overview's offers and the panel on a client's booking.
export { waitlistQuery } from './queries';
export { WaitlistOffers } from './WaitlistOffer';
export { WaitlistPanel } from './WaitlistPanel';

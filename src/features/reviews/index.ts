// Reviews: leave one on a session that took place, edit it once, and show a booking's review.
export { BookingReview } from './BookingReview';
export { PendingReviews } from './PendingReviews';
export { overviewReviewQueries } from './queries';
export { reviewModals } from './modals';

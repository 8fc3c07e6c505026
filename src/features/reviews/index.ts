// Reviews: leave one on a session that took place, edit it once, and show a booking's review.
export { BookingReview, canLeaveReview } from './BookingReview';
export { PendingReviews } from './PendingReviews';
export { editReviewQueries, overviewReviewQueries } from './queries';

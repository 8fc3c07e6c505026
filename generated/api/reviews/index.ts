export * from './create-review.ts';
export * from './update-review.ts';
export * from './list-provider-reviews.ts';
export * from './get-participant-review.ts';
export * from './list-booking-reviews.ts';
export * from './get-participant-review-status.ts';
export * from './list-pending-reviews.ts';

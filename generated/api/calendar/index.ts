export * from './get-calendar-subscription.ts';
export * from './enable-calendar-subscription.ts';
export * from './disable-calendar-subscription.ts';
export * from './replace-calendar-subscription.ts';

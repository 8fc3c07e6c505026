export * from './get-calendar-feed.ts';

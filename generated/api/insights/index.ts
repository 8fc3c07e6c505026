export * from './get-provider-insights.ts';

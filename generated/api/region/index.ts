export * from './list-languages.ts';
export * from './list-countries.ts';
export * from './list-country-states.ts';
export * from './list-country-states-by-code.ts';
export * from './get-catalogue.ts';
export * from './get-ip-timezone.ts';

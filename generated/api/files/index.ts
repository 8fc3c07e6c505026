export * from './get-file.ts';

// The suite's ports, read by playwright.config.ts and the specs alike.

/** Where the suite's build is served: E2E_PORT lets several checkouts run their suites side by side. */
export const e2ePort = Number(process.env.E2E_PORT ?? 5180);

/** Where the suite's build is served (playwright.config.ts's baseURL). */
export const e2eOrigin = `http://127.0.0.1:${e2ePort}`;

/**
 * A second origin the suite's build takes as its files origin (`VITE_FILES_ORIGIN`, decision 0089), where a spec
 * serves pictures: E2E_FILES_PORT, by default 1000 below E2E_PORT.
 */
export const e2eFilesPort = Number(process.env.E2E_FILES_PORT ?? e2ePort - 1000);

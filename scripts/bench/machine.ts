// What the results files record about the machine and the Lighthouse settings, beside the figures.
import os from 'node:os';
import { median } from './report';

export interface Environment {
  browser: string;
  lighthouse: string;
  /** Lighthouse's CPU benchmark index of every run. */
  benchmarkIndex: number[];
}

export const auditSettings = { formFactor: 'mobile', throttlingMethod: 'simulate', onlyCategories: ['performance'] };

export function machineRecord(environment: Environment, loadAtStart: number) {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    browser: environment.browser,
    lighthouse: environment.lighthouse,
    /** Lighthouse's own CPU speed figure (median over the runs); a typical laptop is around 1500–2500. */
    benchmarkIndex: environment.benchmarkIndex.length ? Math.round(median(environment.benchmarkIndex)) : null,
    /** 1-minute load average when measuring started and ended: other work on the machine skews the CPU figures. */
    loadAverage: [loadAtStart, os.loadavg()[0] ?? 0].map((l) => Math.round(l * 100) / 100),
  };
}

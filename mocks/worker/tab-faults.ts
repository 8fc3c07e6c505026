// Each tab's fault rules in the demo's worker. A tab sends its `?mockFaults=` rules with every API request (a header:
// they outlive the worker's restarts); `PUT /api/__mock/faults` from a tab replaces that tab's rules, as it did when
// each tab ran a backend of its own, until the tab reloads or the worker restarts.
import { parseFaults, type FaultRule, type FaultRules } from '../lib/faults';
import { FAULTS_HEADER } from './protocol';

/** Which tab sent a request: the worker adds it (its client id) before the handlers see the request. */
export const CLIENT_HEADER = 'X-Mock-Client';

export class TabFaults implements FaultRules {
  /** Rules set over HTTP, by tab (client id). */
  private readonly replaced = new Map<string, FaultRule[]>();
  /** The header's compact rules, parsed once. */
  private readonly parsed = new Map<string, FaultRule[]>();

  of(request: Request): FaultRule[] {
    const own = this.replaced.get(request.headers.get(CLIENT_HEADER) ?? '');
    const header = request.headers.get(FAULTS_HEADER);
    if (own || header === null) return own ?? [];
    let rules = this.parsed.get(header);
    if (!rules) {
      rules = parseFaults(header); // the tab checked them before sending
      this.parsed.set(header, rules);
    }
    return rules;
  }

  replace(request: Request, next: FaultRule[]): void {
    this.replaced.set(request.headers.get(CLIENT_HEADER) ?? '', next);
  }
}

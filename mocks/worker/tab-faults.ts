// Each tab's fault rules in the demo's worker. A tab sends its `?mockFaults=` rules with every API request (a header:
// they outlive the worker's restarts); `PUT /api/__mock/faults` from a tab replaces that tab's rules, as it did when
// each tab ran a backend of its own, until the tab reloads or the worker restarts.
import { HttpResponse } from 'msw';
import { checkFaults, faultProblems, parseFaults, type FaultRule } from '../lib/faults';
import { badRequest, errorResponse } from '../lib/http';
import { FAULTS_HEADER } from './protocol';

export class TabFaults {
  /** Rules set over HTTP, by tab (client id). */
  private readonly set = new Map<string, FaultRule[]>();
  /** The header's compact rules, parsed once. */
  private readonly parsed = new Map<string, FaultRule[]>();

  /** The rules for a request of this tab; undefined when it has none. */
  of(clientId: string | null, header: string | null): FaultRule[] | undefined {
    const own = clientId ? this.set.get(clientId) : undefined;
    if (own || header === null) return own;
    let rules = this.parsed.get(header);
    if (!rules) {
      rules = parseFaults(header); // the tab checked them before sending
      this.parsed.set(header, rules);
    }
    return rules;
  }

  /** Answers `GET|PUT <path>` for the tab that sent it; null for any other request. */
  async control(request: Request, clientId: string, path: string): Promise<Response | null> {
    if (request.url !== path) return null;
    if (request.method === 'GET') return HttpResponse.json({ faults: this.of(clientId, request.headers.get(FAULTS_HEADER)) ?? [] });
    if (request.method !== 'PUT') return null;
    try {
      const body = (await request.json().catch(() => ({}))) as { faults?: unknown };
      const problems = faultProblems(body.faults);
      if (problems.length) throw badRequest(problems);
      const rules = checkFaults(body.faults);
      this.set.set(clientId, rules);
      return HttpResponse.json({ faults: rules });
    } catch (error) {
      return errorResponse(error);
    }
  }
}

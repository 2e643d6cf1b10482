/**
 * What one schemathesis pass found, read from its NDJSON event stream (`--report ndjson`), which it
 * writes as it goes, so a pass stopped at its time limit still tells what it saw.
 */

/** A check that failed, or a request that got no answer: a finding about Arca. */
export interface Finding {
  operation: string;
  /** Schemathesis' code (`ST101`…), or `network` for a request without an answer. */
  code: string;
  title: string;
  message: string;
  /** The request that showed it, as sent (credentials are filtered by schemathesis). */
  request: string;
  status: number | undefined;
  body: string;
}

/** Something schemathesis could not do for an operation (an unusable schema, its own error). */
export interface ToolError {
  label: string;
  type: string;
  message: string;
}

export interface PassFindings {
  findings: Finding[];
  toolErrors: ToolError[];
  /** Requests sent, by status class (`2xx`, `4xx`…). */
  statuses: Record<string, number>;
  cases: number;
  stopReason: string | undefined;
}

interface Interaction {
  request?: { method?: string; uri?: string; body?: { $base64?: string } };
  response?: { status_code?: number; content?: { $base64?: string } };
}

interface CheckResult {
  name: string;
  status: string;
  failure_info?: { failure?: { code?: string; title?: string; message?: string; operation?: string } };
}

interface NdjsonEvent {
  ScenarioFinished?: {
    recorder?: {
      label?: string;
      checks?: Record<string, CheckResult[]>;
      interactions?: Record<string, Interaction>;
    };
  };
  NonFatalError?: { label?: string; value?: { type?: string; message?: string } };
  FatalError?: { exception?: { type?: string; message?: string } };
  EngineFinished?: { stop_reason?: string };
}

/** Errors of the HTTP exchange itself: the server did not answer, or dropped the connection. */
const NETWORK_ERROR = /timeout|connection|disconnected|chunked|protocol|reset/i;

function clipped(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}… (${text.length} chars)` : text;
}

function decoded(part: { $base64?: string } | undefined, limit: number): string {
  return part?.$base64 ? clipped(Buffer.from(part.$base64, 'base64').toString('utf8'), limit) : '';
}

function requestOf(interaction: Interaction | undefined): string {
  const request = interaction?.request;
  if (!request?.uri) return '';
  const url = new URL(request.uri);
  const body = decoded(request.body, 300);
  return `${request.method ?? ''} ${clipped(`${url.pathname}${url.search}`, 300)}${body ? ` ${body}` : ''}`;
}

/** Reads the NDJSON of one pass; a line cut short by a killed process is skipped. */
export function passFindings(ndjson: string): PassFindings {
  const result: PassFindings = { findings: [], toolErrors: [], statuses: {}, cases: 0, stopReason: undefined };
  const counted = new Set<string>();
  const reported = new Set<string>();
  for (const line of ndjson.split('\n')) {
    if (line.trim() === '') continue;
    let event: NdjsonEvent;
    try {
      event = JSON.parse(line);
    } catch {
      continue;
    }
    const recorder = event.ScenarioFinished?.recorder;
    if (recorder) {
      for (const [caseId, interaction] of Object.entries(recorder.interactions ?? {})) {
        const status = interaction.response?.status_code;
        // A case replayed while Hypothesis shrinks a failure is recorded again under the same id.
        if (status === undefined || counted.has(caseId)) continue;
        counted.add(caseId);
        result.cases += 1;
        const group = `${Math.floor(status / 100)}xx`;
        result.statuses[group] = (result.statuses[group] ?? 0) + 1;
      }
      for (const [caseId, checks] of Object.entries(recorder.checks ?? {})) {
        for (const check of checks) {
          const failure = check.failure_info?.failure;
          if (check.status !== 'failure' || !failure || reported.has(`${caseId}\u0000${check.name}`)) continue;
          reported.add(`${caseId}\u0000${check.name}`);
          const interaction = recorder.interactions?.[caseId];
          result.findings.push({
            operation: failure.operation ?? recorder.label ?? '',
            code: failure.code ?? check.name,
            title: failure.title ?? check.name,
            message: failure.message ?? '',
            request: requestOf(interaction),
            status: interaction?.response?.status_code,
            body: decoded(interaction?.response?.content, 300),
          });
        }
      }
    }
    const error = event.NonFatalError;
    if (error) {
      const type = error.value?.type ?? 'Error';
      const message = error.value?.message ?? '';
      if (NETWORK_ERROR.test(type)) {
        result.findings.push({
          operation: error.label ?? '',
          code: 'network',
          title: 'No answer',
          message: `${type}: ${message}`,
          request: '',
          status: undefined,
          body: '',
        });
      } else result.toolErrors.push({ label: error.label ?? '', type, message });
    }
    if (event.FatalError) {
      const exception = event.FatalError.exception;
      result.toolErrors.push({
        label: 'the whole pass',
        type: exception?.type ?? 'FatalError',
        message: exception?.message ?? '',
      });
    }
    if (event.EngineFinished) result.stopReason = event.EngineFinished.stop_reason;
  }
  return result;
}

/**
 * The warnings of the run report (`--report json`, written when the pass ends): operations that
 * answered 404 to everything for want of data, that refused most generated input, that were
 * rate-limited… Each kind with the operations it names; none when the report is missing.
 */
export function passWarnings(json: string): Record<string, string[]> {
  let report: { warnings?: Record<string, unknown> };
  try {
    report = JSON.parse(json);
  } catch {
    return {};
  }
  const warnings: Record<string, string[]> = {};
  for (const [kind, operations] of Object.entries(report.warnings ?? {})) {
    if (Array.isArray(operations) && operations.length > 0) warnings[kind] = operations.map(String);
  }
  return warnings;
}

export type ApiSuccess<T> = { success: true; data: T };
export type ApiErrorBody = {
  name: string;
  message: string;
  fields?: Record<string, string>;
  /** The request's id (X-Request-Id), to name the request in a report. */ requestId?: string;
};
export type ApiFailure = { success: false; error: ApiErrorBody };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** As the spec asks, request bodies drop null or NaN fields (recursively). */
export function dropNullish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => dropNullish(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))) continue;
      out[k] = dropNullish(v);
    }
    return out as T;
  }
  return value;
}

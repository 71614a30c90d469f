/**
 * Spec 1 §7: object query parameters are JSON-stringified and null parameters dropped
 * (e.g. statuses=[{"status":"pending"}], name=["portal_idle_timeout"]).
 */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Date) params.append(key, value.toISOString());
    else if (typeof value === "object") params.append(key, JSON.stringify(value));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

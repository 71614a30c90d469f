/**
 * A contract path with its `:name` segments replaced by the encoded values (`/api/x/:id` + {id: "a/b"} →
 * `/api/x/a%2Fb`). A missing value is a programming error, so it throws rather than calling `/api/x/undefined`.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === "") throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

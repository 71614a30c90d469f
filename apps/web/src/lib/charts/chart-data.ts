/** Series colours shared by the kit (primary green first, as the theme). */
export const SERIES_COLORS = ["#6BA539", "#2F80ED", "#F2994A", "#9B51E0", "#EB5757"] as const;

/** True when at least one row has a finite number under one of `keys`: otherwise the chart shows its empty text. */
export function hasValues<Row>(data: readonly Row[], keys: readonly (keyof Row & string)[]): boolean {
  return data.some((row) =>
    keys.some((key) => {
      const value = row[key] as unknown;
      if (Array.isArray(value)) return value.every((v) => typeof v === "number" && Number.isFinite(v));
      return typeof value === "number" && Number.isFinite(value);
    }),
  );
}

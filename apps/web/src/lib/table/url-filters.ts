/**
 * A filter read from the URL, if it is one of the values the API takes: the URL can be edited by hand, and a value
 * the API would refuse is treated as no filter rather than sent.
 */
export function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

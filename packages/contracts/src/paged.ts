import { z } from "zod";

/** Spec 1 §9: a list's offset is -1 once the end of the data is reached. */
export const END_OFFSET = -1;

export type PagedShape<Row extends z.ZodType, NextKey extends string> = {
  items: z.ZodArray<Row>;
  /** Rows matching the filters, over every page. */
  total: z.ZodNumber;
} & { [K in NextKey]: z.ZodNumber };

export type PagedSchema<Row extends z.ZodType, NextKey extends string = "next_offset"> = z.ZodObject<
  PagedShape<Row, NextKey>
>;

/**
 * The `data` of every offset-paged list route (spec 1 §9): `{ items, total, next_offset }` where `next_offset` is the
 * offset of the next page, or -1 at the end. New routes use the default name; `nextOffsetKey` exists only so the
 * care-insight lists, whose clients already read the next offset as `offset`, keep their wire shape.
 */
export function paged<Row extends z.ZodType>(row: Row): PagedSchema<Row>;
export function paged<Row extends z.ZodType, NextKey extends string>(
  row: Row,
  nextOffsetKey: NextKey,
): PagedSchema<Row, NextKey>;
export function paged(row: z.ZodType, nextOffsetKey = "next_offset"): z.ZodObject {
  return z.object({
    items: z.array(row),
    total: z.number().int(),
    [nextOffsetKey]: z.number().int().min(END_OFFSET).describe("Offset of the next page; -1 at the end"),
  });
}

/** An offset-paged list's `data` as a service returns it (the shape `paged(Row)` checks). */
export interface OffsetPage<Row> {
  items: Row[];
  total: number;
  next_offset: number;
}

/** The offset of the page after `count` rows read from `offset` of `total`; END_OFFSET when none is left. */
export const nextOffset = (offset: number, count: number, total: number): number =>
  offset + count < total ? offset + count : END_OFFSET;

/** A page of `items` read from `offset`, of `total` rows matching the filters. */
export function offsetPage<Row>(items: Row[], total: number, offset: number): OffsetPage<Row> {
  return { items, total, next_offset: nextOffset(offset, items.length, total) };
}

export type KeyPagedSchema<Row extends z.ZodType> = z.ZodObject<{
  items: z.ZodArray<Row>;
  last_evaluated_key: z.ZodNullable<z.ZodString>;
}>;

/**
 * The `data` of a cursor-paged list (spec 1 §7 "Paged lists use lastEvaluatedKey"): the rows and the opaque key
 * to send back as `last_evaluated_key` for the next page; null at the end. Totals are unknown with cursors.
 */
export function keyPaged<Row extends z.ZodType>(row: Row): KeyPagedSchema<Row> {
  return z.object({
    items: z.array(row),
    last_evaluated_key: z.string().nullable().describe("Send back for the next page; null at the end"),
  });
}

/** The query of an offset-paged route: the client asks for `limit` rows from `offset` (spec 1 §9). */
export function pagingQuery(
  defaultLimit: number,
  maxLimit: number,
): z.ZodObject<{
  offset: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
  limit: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}> {
  return z.object({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}

import { format } from "date-fns";
import { DATE_TIME_FORMAT } from "../../../lib/format/zoned-time";

/** An instant in the viewer's clock (spec 1 §5 MM/dd/yyyy hh:mm a), '-' when there is none. */
export function displayDateTime(iso: string | null): string {
  return iso ? format(new Date(iso), DATE_TIME_FORMAT) : "-";
}

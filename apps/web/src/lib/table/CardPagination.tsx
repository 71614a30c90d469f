import { Pagination } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The pager under a list shown as cards rather than a table (coaches, a coach's day): page numbers, hidden while
 * everything fits on one page. A page past the last (the list shrank) shows as the last.
 */
export function CardPagination({
  pages,
  page,
  onChange,
  label,
}: {
  /** How many pages there are. */
  pages: number;
  /** 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** The pager's accessible name, where the page has more than one. */
  label?: string;
}): ReactNode {
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2 }}
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, p) => onChange(p)}
      // Only when given: an explicit undefined would drop MUI's own 'pagination navigation' name.
      {...(label === undefined ? {} : { "aria-label": label })}
    />
  );
}

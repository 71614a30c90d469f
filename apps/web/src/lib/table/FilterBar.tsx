import { Box } from "@mui/material";
import type { ReactNode } from "react";

/**
 * The row of filters above an admin list (search, selects, dates): wraps on narrow screens. One component so every
 * admin list lines its filters up the same way.
 */
export function FilterBar({ children, label = "Filters" }: { children: ReactNode; label?: string }): ReactNode {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap", alignItems: "center" }}
    >
      {children}
    </Box>
  );
}

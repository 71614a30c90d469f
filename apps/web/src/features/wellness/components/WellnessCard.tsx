import { Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled card of a wellness section; `aria-label` lets tests and screen readers find it by its title. */
export function WellnessCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: "100%" }}>
      <CardContent>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1, display: "flex", justifyContent: "space-between", alignItems: "center" }}
        >
          {title}
          {action}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A label over a value (the cards' tiles: Current, Start, Target, Duration, …). */
export function Figure({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div" aria-label={label}>
        {value}
      </Typography>
    </div>
  );
}

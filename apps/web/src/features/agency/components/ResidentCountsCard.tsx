import { Box, Card, CardContent, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { AgencyDetail } from "../api/get-agency-detail";

const COUNTS = [
  { key: "overall", label: "Overall", colour: "#5C6B7A" },
  { key: "blue", label: "Blue Zone", colour: "#2F80ED" },
  { key: "green", label: "Green Zone", colour: "#27AE60" },
  { key: "gold", label: "Gold Zone", colour: "#D4A017" },
  { key: "white", label: "White Zone", colour: "#9E9E9E" },
] as const;

/** Residents per zone (spec 3 §3 'Resident counts'): overall (blue + green + gold), blue, green, gold and white. */
export function ResidentCountsCard({ counts }: { counts?: AgencyDetail["resident_counts"] }): ReactNode {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Residents
        </Typography>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))", gap: 2 }}>
          {COUNTS.map((c) => (
            <Box
              key={c.key}
              data-testid={`count-${c.key}`}
              sx={{ borderLeft: 4, borderColor: c.colour, pl: 1.5, py: 0.5 }}
            >
              <Typography variant="caption" color="text.secondary">
                {c.label}
              </Typography>
              <Typography variant="h5">{counts ? counts[c.key] : "-"}</Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

import { REPORT_AREA_LABELS, REPORT_MESSAGES, type ReportTypeDefinition } from "@care/contracts";
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { TileGroup } from "../model/tiles";

/**
 * The report tiles: one section per area, each area's tiles in rows of 6 (spec 3 §9 "tiles in chunks of 6"). A
 * tile opens its parameters dialog; a type whose data does not exist yet shows, greyed, and says so.
 */
export function ReportTiles({
  groups,
  onOpen,
}: {
  groups: readonly TileGroup<ReportTypeDefinition>[];
  onOpen: (type: ReportTypeDefinition) => void;
}): ReactNode {
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2, mb: 3 }}>
      {groups.map((g) => {
        const label = REPORT_AREA_LABELS[g.area];
        return (
          <Box component="section" key={g.area} aria-label={label}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
              {label}
            </Typography>
            {g.chunks.map((tiles, i) => (
              <Grid container spacing={1.5} key={i} role="list" aria-label={`${label} ${i + 1}`} sx={{ mb: 1.5 }}>
                {tiles.map((t) => (
                  <Grid key={t.key} role="listitem" size={{ xs: 12, sm: 6, md: 4, lg: 2 }}>
                    <Card variant="outlined" sx={{ height: "100%", opacity: t.available ? 1 : 0.55 }}>
                      <CardActionArea
                        sx={{ height: "100%" }}
                        disabled={!t.available}
                        onClick={() => onOpen(t)}
                        aria-label={t.title}
                      >
                        <CardContent>
                          <Typography sx={{ fontWeight: 600 }}>{t.title}</Typography>
                          {!t.available && (
                            <Typography variant="caption" color="text.secondary">
                              {REPORT_MESSAGES.notAvailable}
                            </Typography>
                          )}
                        </CardContent>
                      </CardActionArea>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

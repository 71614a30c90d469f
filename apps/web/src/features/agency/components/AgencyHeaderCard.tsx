import { Card, CardContent, Grid, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format/phone";
import type { AgencyDetail } from "../api/get-agency-detail";

/** 'City, ST', '-' when neither is known. */
export function cityState(a: Pick<AgencyDetail, "address_city" | "address_state">): string {
  return [a.address_city, a.address_state].filter((p) => p).join(", ") || "-";
}

function Fact({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Grid>
  );
}

/** The agency header card (spec 3 §2 'Clients list'): Agency name, Location, Phone # and Total Clients. */
export function AgencyHeaderCard({ agency, actions }: { agency?: AgencyDetail; actions?: ReactNode }): ReactNode {
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="agency-header">
      <CardContent>
        {agency ? (
          <Grid container spacing={2} sx={{ alignItems: "center" }}>
            <Fact label="Agency" value={agency.name} />
            <Fact label="Location" value={cityState(agency)} />
            <Fact label="Phone #" value={formatPhone(agency.phone)} />
            <Fact label="Total Clients" value={agency.resident_counts.total_residents} />
            {actions && (
              <Grid size={12} sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
                {actions}
              </Grid>
            )}
          </Grid>
        ) : (
          <Skeleton height={48} />
        )}
      </CardContent>
    </Card>
  );
}

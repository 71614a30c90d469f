import { Box, Card, CardContent, Grid, Typography } from "@mui/material";
import { keyframes } from "@mui/material/styles";
import type { ReactNode } from "react";
import { formatPhone } from "../../../lib/format/phone";
import type { ResidentSummary } from "../api/get-resident-summary";

const blink = keyframes`50% { opacity: 0.2; }`;

/** Watch status is shown only for the vendor Techuva (spec 3 §5), as a blinking online/offline dot. */
export const showsWatchStatus = (vendor: string | null | undefined): boolean => vendor?.toLowerCase() === "techuva";

function WatchDot({ online }: { online: boolean }): ReactNode {
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: "50%",
          bgcolor: online ? "success.main" : "error.main",
          animation: `${blink} 1.2s linear infinite`,
        }}
      />
      {online ? "Online" : "Offline"}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Grid>
  );
}

/**
 * The resident summary card (spec 3 §2 'Resident dashboard'): mobile, watch phone, watch status (Techuva only),
 * emergency contact and mobile; residents not in independent living also Local 911 # and the primary doctor.
 */
export function ResidentSummaryCard({ summary }: { summary: ResidentSummary }): ReactNode {
  const name = [summary.name.first_name, summary.name.last_name].join(" ");
  const watch = summary.watch;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="resident-summary">
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          {name}
        </Typography>
        <Grid container spacing={2}>
          <Fact label="Mobile">{formatPhone(summary.mobile_number)}</Fact>
          <Fact label="Watch Phone">{formatPhone(watch?.phone)}</Fact>
          {showsWatchStatus(watch?.vendor) && watch && (
            <Fact label="Watch Status">
              <WatchDot online={watch.status === "online"} />
            </Fact>
          )}
          <Fact label="Emergency Contact">{summary.emergency_contact?.name ?? "-"}</Fact>
          <Fact label="Emergency Contact Mobile">{formatPhone(summary.emergency_contact?.mobile_number)}</Fact>
          {summary.facility_type !== "independent_living" && (
            <>
              <Fact label="Local 911 #">{formatPhone(summary.local_911)}</Fact>
              <Fact label="Primary Doctor">{summary.primary_doctor?.name ?? "-"}</Fact>
              <Fact label="Office #">{formatPhone(summary.primary_doctor?.office_phone)}</Fact>
            </>
          )}
        </Grid>
      </CardContent>
    </Card>
  );
}

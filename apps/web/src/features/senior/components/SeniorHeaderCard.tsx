import { MEMBER_TYPE_LABELS } from "@care/contracts";
import { Box, Chip, Link, Paper, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";
import { SeniorAvatar } from "../../../lib/senior-photo/SeniorAvatar";
import { ZoneChip } from "../../../lib/zone/ZoneChip";
import { useSeniorHeader } from "../../../lib/shared/senior-header";
import { dobAndAge, lengthOfStay, usDateIn } from "./header-format";

function Fact({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <Box data-testid={`header-${label}`}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The senior header card on every senior page (spec 2 §2, spec 3 §2): photo or initials, the full name (a link to
 * onboarding info, except for residents), the zone chip, 'Independent' for independent-living residents, and the
 * member facts; Agency for residents, Length of Stay for independent-living residents.
 */
export function SeniorHeaderCard({ senior, today = new Date() }: { senior: SeniorRef; today?: Date }): ReactNode {
  const query = useSeniorHeader(senior);
  if (query.isError) return null; // the tab's own calls report a missing or out-of-scope senior
  const h = query.data;
  if (!h) return <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} aria-label="Loading senior" />;

  const name = [h.name.first_name, h.name.middle_name, h.name.last_name].filter(Boolean).join(" ");
  const independent = h.is_resident && h.facility_type === "independent_living";
  const memberType = MEMBER_TYPE_LABELS[h.member_type as keyof typeof MEMBER_TYPE_LABELS] ?? h.member_type;

  return (
    <Paper
      variant="outlined"
      data-testid="senior-header"
      sx={{ p: 2, mb: 2, display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}
    >
      <SeniorAvatar
        seniorId={h.senior_id}
        accountId={h.account_id}
        imageId={h.profile_image_id}
        firstName={h.name.first_name}
        lastName={h.name.last_name}
        sx={{ width: 64, height: 64, bgcolor: "primary.main", fontSize: 24 }}
      />
      <Box sx={{ minWidth: 200 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {h.is_resident ? (
            name
          ) : (
            <Link component={RouterLink} to={seniorPath(senior, "onboarding-info")} underline="hover">
              {name}
            </Link>
          )}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, mt: 0.5 }}>
          <ZoneChip zone={h.zone} />
          {independent && <Chip size="small" color="info" label="Independent" />}
        </Box>
      </Box>
      <Box sx={{ display: "flex", gap: 4, flexWrap: "wrap", flexGrow: 1 }}>
        <Fact label="Member Since" value={usDateIn(h.member_since, h.timezone)} />
        <Fact label="Member Type" value={memberType} />
        <Fact label="Member ID" value={String(h.member_id)} />
        <Fact label="DOB/Age" value={dobAndAge(h.dob, today)} />
        {h.is_resident && <Fact label="Agency" value={h.agency ?? "-"} />}
        {independent && <Fact label="Length of Stay" value={lengthOfStay(h.move_in_date, today)} />}
      </Box>
    </Paper>
  );
}

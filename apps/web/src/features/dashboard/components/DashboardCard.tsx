import { Box, Card, CardActionArea, Chip, Divider, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { SeniorAvatar } from "../../../lib/senior-photo/SeniorAvatar";
import { formatHoursMinutes } from "../../../lib/charts/chart-format";
import type { DashboardCard as Card_ } from "../../../lib/shared/care-dashboard";
import {
  HEART_RATINGS,
  HYDRATION_RATINGS,
  PALETTE,
  RISK_COLOURS,
  SLEEP_RATINGS,
  STEPS_RATINGS,
  WEIGHT_RATINGS,
  type Rating,
} from "./dashboard-labels";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
const show = (v: number | null, unit = ""): string => (v === null ? "-" : `${number.format(v)}${unit}`);

function Figure({ label, value, rating }: { label: string; value: string; rating?: Rating }): ReactNode {
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, minHeight: 26 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {value}
        </Typography>
        {rating && (
          <Chip
            size="small"
            label={rating.label}
            sx={{ bgcolor: PALETTE[rating.colour].light, color: PALETTE[rating.colour].text, fontWeight: 600 }}
          />
        )}
      </Box>
    </Box>
  );
}

function watchText(online: boolean | null): string {
  if (online === null) return "No Watch";
  return online ? "Online" : "Offline";
}

/**
 * One senior's card (spec 3 §2, §3 "Dashboard senior"): coloured by risk, with the alert chip, the watch state and
 * every figure of the period with its category. A click anywhere (the avatar included) opens the senior.
 */
export function DashboardCard({ card, onOpen }: { card: Card_; onOpen: (card: Card_) => void }): ReactNode {
  const risk = PALETTE[RISK_COLOURS[card.risk_category]];
  const { watch, scale, sleep_mat: mat } = card.devices;
  const name = `${card.name.first_name} ${card.name.last_name}`;
  const alarms = card.alerts.sos + card.alerts.falls;
  return (
    <Card
      variant="outlined"
      data-testid="dashboard-card"
      data-member-id={card.member_id}
      data-risk={card.risk_category}
      sx={{ height: "100%", borderColor: risk.main, borderTopWidth: 6, bgcolor: risk.light }}
    >
      <CardActionArea
        onClick={() => onOpen(card)}
        sx={{ height: "100%", p: 2, alignItems: "stretch" }}
        aria-label={`Open ${name}`}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <SeniorAvatar
            seniorId={card.seniorId}
            accountId={card.account_id}
            imageId={card.profile_image}
            firstName={card.name.first_name}
            lastName={card.name.last_name}
            sx={{ bgcolor: risk.text, width: 48, height: 48 }}
          />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Member ID: {card.member_id}
            </Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: "wrap" }}>
          <Chip
            size="small"
            data-testid="alert-chip"
            label={`SOS: ${card.alerts.sos} | Falls: ${card.alerts.falls}`}
            color={alarms > 0 ? "error" : "default"}
            variant={alarms > 0 ? "filled" : "outlined"}
          />
          <Chip
            size="small"
            variant="outlined"
            label={`Watch: ${watchText(watch.online)}`}
            color={watch.online ? "success" : "default"}
          />
        </Stack>
        <Divider sx={{ mb: 1 }} />
        <Figure
          label="Heart Rate"
          value={show(watch.heart_rate, " bpm")}
          rating={HEART_RATINGS[watch.heart_category]}
        />
        <Figure label="Steps" value={show(watch.step_count)} rating={STEPS_RATINGS[watch.steps_category]} />
        <Figure label="Weight" value={show(scale.avg_weight, " lbs")} rating={WEIGHT_RATINGS[scale.weight_category]} />
        <Figure
          label="Hydration"
          value={show(scale.avg_hydration, " %")}
          rating={HYDRATION_RATINGS[scale.hydration_category]}
        />
        <Figure label="Sleep Score" value={show(mat.avg_sleep_score)} rating={SLEEP_RATINGS[mat.sleep_category]} />
        <Figure label="Interruptions" value={show(mat.interruptions)} />
        <Figure
          label="Total Sleep Time"
          value={mat.avg_total_sleep_time === null ? "-" : formatHoursMinutes(mat.avg_total_sleep_time)}
        />
      </CardActionArea>
    </Card>
  );
}

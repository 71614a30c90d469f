import { Card, CardContent, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useCalleeCalls, type CalleeCall } from "../api/get-callee-calls";

const MINUTE_MS = 60_000;

function CallSummary({
  label,
  call,
  loading,
  failed,
  timeZone,
  testId,
}: {
  label: string;
  call: CalleeCall | undefined;
  loading: boolean;
  failed: boolean;
  timeZone: string;
  testId: string;
}): ReactNode {
  const text = loading
    ? "Loading…"
    : failed
      ? "Could not be loaded"
      : call
        ? `${formatInZone(call.start_time, timeZone)} · ${call.call_reason ?? "-"} · ${call.careagent_name}`
        : "None";
  return (
    <Card variant="outlined" sx={{ flex: 1 }} data-testid={testId} aria-label={label} role="region">
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body1" sx={{ fontWeight: call ? 600 : 400 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * The senior's last completed call and next pending call on the Scheduler tab, from GET
 * supervision/callee-call-scheduler (spec 2 §7: callee_id with call_status=completed and limit 1, or
 * call_status=pending and gte_time), in the senior's time zone. Completing or booking a call reloads both.
 */
export function LastNextCalls({ senior }: { senior: SeniorRef }): ReactNode {
  // Fixed for the visit to the tab: a moving "now" would make a new query every render.
  const [from] = useState(() => new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS).toISOString());
  const last = useCalleeCalls({ callee_id: senior.seniorId, call_status: "completed", limit: 1 });
  const next = useCalleeCalls({ callee_id: senior.seniorId, call_status: "pending", gte_time: from, limit: 1 });
  return (
    <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 3 }}>
      <CallSummary
        label="Last Completed Call"
        testId="last-completed-call"
        call={last.data?.[0]}
        loading={last.isPending}
        failed={last.isError}
        timeZone={senior.timezone}
      />
      <CallSummary
        label="Next Pending Call"
        testId="next-pending-call"
        call={next.data?.[0]}
        loading={next.isPending}
        failed={next.isError}
        timeZone={senior.timezone}
      />
    </Stack>
  );
}

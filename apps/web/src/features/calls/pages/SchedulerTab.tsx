import { CALL_MESSAGES } from "@care/contracts";
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useSession } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { formatInZone } from "../../../lib/format/zoned-time";
import { useCallSchedule, type ScheduledCall } from "../api/get-call-schedule";
import { useCallees } from "../api/get-callees";
import { useCareAgentList } from "../../../lib/shared/care-agent-list";
import { useUpdateCall } from "../api/schedule-mutations";
import { ScheduleCallForm } from "../components/ScheduleCallForm";
import { UpcomingCallsTable } from "../components/UpcomingCallsTable";
import { CompleteCallDialog } from "../components/CompleteCallDialog";
import { LastNextCalls } from "../components/LastNextCalls";
import { isDueCall } from "../model/call-labels";

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The upcoming list covers the API's widest window from now. */
const UPCOMING_MS = 31 * DAY_MS;
/** Due calls: the open calls that started in the 30 days before now. */
const DUE_MS = 30 * DAY_MS;

/**
 * The senior's Scheduler tab (spec 2 §2 'Call screens'): the senior's last completed and next pending calls, book a
 * call, complete the due ones ('Call completed' → the Call Log), and move or cancel the coming ones.
 */
export function SchedulerTab({ senior }: { senior: SeniorRef }): ReactNode {
  const session = useSession();
  const toast = useToast();
  const callees = useCallees(senior);
  const agents = useCareAgentList();
  const cancel = useUpdateCall();
  // Fixed for the visit to the tab: a moving "now" would make a new query every render.
  const [from] = useState(() => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS);
  const upcoming = useCallSchedule({
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_time: new Date(from).toISOString(),
    end_time: new Date(from + UPCOMING_MS).toISOString(),
  });
  const due = useCallSchedule({
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    start_time: new Date(from - DUE_MS).toISOString(),
    end_time: new Date(from).toISOString(),
  });
  const dueCalls = (due.data ?? []).filter((c) => isDueCall(c, from));
  const [moving, setMoving] = useState<ScheduledCall | null>(null);
  const [completing, setCompleting] = useState<ScheduledCall | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledCall | null>(null);

  const confirmCancel = async (call: ScheduledCall): Promise<void> => {
    try {
      await cancel.mutateAsync({
        senior_id: senior.seniorId,
        account_id: senior.accountId,
        call_id: call.call_id,
        call_status: "cancelled",
      });
      toast.show({ type: "success", message: CALL_MESSAGES.updated });
    } catch {
      toast.show({ type: "error", message: CALL_MESSAGES.scheduleFailed });
    } finally {
      setCancelling(null);
    }
  };

  const ready = callees.data && agents.data;
  return (
    <Box data-testid="scheduler-tab">
      <LastNextCalls senior={senior} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            Schedule a Call
          </Typography>
          {ready ? (
            <ScheduleCallForm
              senior={senior}
              callees={callees.data}
              agents={agents.data}
              defaultAgentId={session.userId}
            />
          ) : (
            <CircularProgress aria-label="Loading the scheduler" />
          )}
        </CardContent>
      </Card>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Due Calls
      </Typography>
      <Box sx={{ mb: 3 }}>
        <UpcomingCallsTable
          label="Due calls"
          calls={dueCalls}
          timeZone={senior.timezone}
          loading={due.isFetching}
          onMove={setMoving}
          onCancel={setCancelling}
          onComplete={setCompleting}
        />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Upcoming Calls
      </Typography>
      <UpcomingCallsTable
        calls={upcoming.data ?? []}
        timeZone={senior.timezone}
        loading={upcoming.isFetching}
        onMove={setMoving}
        onCancel={setCancelling}
        onComplete={setCompleting}
      />
      {completing && (
        <CompleteCallDialog call={completing} timeZone={senior.timezone} onClose={() => setCompleting(null)} />
      )}

      <Dialog open={moving !== null} onClose={() => setMoving(null)} maxWidth="md" fullWidth>
        <DialogTitle>Move Call</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          {moving && ready && (
            <Box sx={{ pt: 1 }}>
              <ScheduleCallForm
                senior={senior}
                callees={callees.data}
                agents={agents.data}
                call={moving}
                onDone={() => setMoving(null)}
              />
            </Box>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>Cancel Call</DialogTitle>
        <DialogContent>
          {cancelling &&
            `Cancel the call with ${cancelling.callee_name} on ${formatInZone(cancelling.start_time, senior.timezone)}?`}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>No</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => cancelling && void confirmCancel(cancelling)}
          >
            Cancel Call
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

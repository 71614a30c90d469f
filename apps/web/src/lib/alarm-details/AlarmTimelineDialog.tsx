import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { AlarmResponderInfo } from "./AlarmResponderInfo";
import { outcomeLabel, stepLabel, TIMELINE_TEXT } from "./timeline-text";
import type { AlarmRef } from "./use-alarm-details";
import { useAlarmTimeline, type AlarmTimelineData } from "./use-alarm-timeline";
import { LoadFailedNote } from "./LoadFailedNote";

/** Seconds matter in a response timeline (the Fall & SOS table shows minutes). */
const STEP_TIME = "MM/dd/yyyy HH:mm:ss";

function Steps({ t }: { t: AlarmTimelineData }): ReactNode {
  return (
    <Table size="small" aria-label={TIMELINE_TEXT.heading}>
      <TableHead>
        <TableRow>
          <TableCell>{TIMELINE_TEXT.step}</TableCell>
          <TableCell>{TIMELINE_TEXT.time}</TableCell>
          <TableCell>{TIMELINE_TEXT.by}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {t.steps.map((s, i) => (
          // Steps have no id of their own; their order is fixed by the server.
          <TableRow key={`${s.kind}-${s.at}-${i}`} data-step={s.kind}>
            <TableCell>{stepLabel(s)}</TableCell>
            <TableCell>{format(new Date(s.at), STEP_TIME)}</TableCell>
            <TableCell>{s.actor_name ?? "-"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TimelinePart({ alarm }: { alarm: AlarmRef }): ReactNode {
  const q = useAlarmTimeline(alarm);
  if (q.isError) {
    return (
      <LoadFailedNote
        text={TIMELINE_TEXT.loadFailed}
        retryText={TIMELINE_TEXT.retry}
        onRetry={() => void q.refetch()}
      />
    );
  }
  if (q.isPending) return <Skeleton variant="rectangular" height={160} aria-label={TIMELINE_TEXT.heading} />;
  const t = q.data;
  return (
    <Box>
      <Steps t={t} />
      <Typography sx={{ mt: 2 }}>
        <strong>{TIMELINE_TEXT.outcome}:</strong> {outcomeLabel(t.outcome)}
      </Typography>
      {t.notes && (
        <Typography>
          <strong>{TIMELINE_TEXT.note}:</strong> {t.notes}
        </Typography>
      )}
    </Box>
  );
}

export interface AlarmTimelineDialogProps {
  alarm: AlarmRef;
  /** e.g. "SOS — 11/20/2026 10:04" */
  title: string;
  /** The senior's location screen, handed to the responder block. */
  locationHref?: string;
  onClose(): void;
}

/**
 * The detail of one alarm (issue 27 item 5): its timeline, every step with its time and who, how it ended, and the
 * responder block of the popup (location, caregivers, conditions). Each part loads on its own.
 */
export function AlarmTimelineDialog({ alarm, title, locationHref, onClose }: AlarmTimelineDialogProps): ReactNode {
  return (
    <Dialog open onClose={onClose} aria-labelledby="alarm-timeline-title" maxWidth="lg" fullWidth>
      <DialogTitle id="alarm-timeline-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {TIMELINE_TEXT.heading}
        </Typography>
        <TimelinePart alarm={alarm} />
        <Divider sx={{ my: 2 }} />
        <AlarmResponderInfo {...alarm} {...(locationHref ? { locationHref } : {})} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TIMELINE_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

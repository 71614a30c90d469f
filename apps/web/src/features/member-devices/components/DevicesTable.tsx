import { DEVICE_MESSAGES, SENSITIVITY_LEVELS } from "@care/contracts";
import {
  Button,
  Chip,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { format, parseISO } from "date-fns";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { FETCH_FAILED } from "../../../lib/table/PagedTable";
import { useSeniorDevices, type SeniorDevice } from "../api/get-senior-devices";
import { useUnlinkDevice } from "../api/unlink-device";
import { useUpdateDeviceSensitivity } from "../api/update-device-sensitivity";
import { sensitivityFailure, typeLabel } from "./device-text";

const when = (iso: string | null): string => (iso ? format(parseISO(iso), "MM/dd/yyyy hh:mm a") : "-");
const day = (iso: string | null): string => (iso ? format(parseISO(iso), "MM/dd/yyyy") : "-");
const HEADERS = [
  "Device Type",
  "Serial / IMEI",
  "Vendor",
  "Install Date",
  "Last Session",
  "Last Upload",
  "Status",
  "Sensitivity",
  "",
];

/** The devices linked to the senior: last session and upload, a watch's sensitivity, unlink (after a confirmation). */
export function DevicesTable({ seniorId }: { seniorId: string }): ReactNode {
  const devices = useSeniorDevices(seniorId);
  const sensitivity = useUpdateDeviceSensitivity();
  const unlink = useUnlinkDevice(seniorId);
  const toast = useToast();
  const [unlinking, setUnlinking] = useState<SeniorDevice | null>(null);
  const rows = devices.data?.devices ?? [];

  const changeSensitivity = (d: SeniorDevice, value: (typeof SENSITIVITY_LEVELS)[number]): void => {
    sensitivity.mutate(
      { senior_id: seniorId, device_id: d.device_id, device_serial: d.device_serial, sensitivity_data: value },
      {
        onSuccess: () => toast.show({ type: "success", message: DEVICE_MESSAGES.sensitivityUpdated }),
        onError: (err) => toast.show({ type: "error", message: sensitivityFailure(err) }),
      },
    );
  };

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Linked Devices">
          <TableHead>
            <TableRow>
              {HEADERS.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((d) => (
              <TableRow key={d.device_id}>
                <TableCell>{typeLabel(d.device_type)}</TableCell>
                <TableCell>{d.device_serial}</TableCell>
                <TableCell>{d.vendor ?? "-"}</TableCell>
                <TableCell>{day(d.install_date)}</TableCell>
                <TableCell>{when(d.last_session_date)}</TableCell>
                <TableCell>{when(d.last_ingestion_date)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={d.watch_status === "online" ? "Online" : "Offline"}
                    color={d.watch_status === "online" ? "success" : "default"}
                  />
                </TableCell>
                <TableCell>
                  {d.device_type === "watch" ? (
                    <TextField
                      select
                      size="small"
                      label="Sensitivity"
                      value={d.sensitivity_data ?? ""}
                      disabled={sensitivity.isPending}
                      onChange={(e) => changeSensitivity(d, e.target.value as (typeof SENSITIVITY_LEVELS)[number])}
                      sx={{ minWidth: 130 }}
                    >
                      {SENSITIVITY_LEVELS.map((s) => (
                        <MenuItem key={s} value={s}>
                          {s[0]?.toUpperCase() + s.slice(1)}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    "-"
                  )}
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setUnlinking(d)}
                    aria-label={`Unlink ${typeLabel(d.device_type)} ${d.device_serial}`}
                  >
                    Unlink
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {!devices.isFetching && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={HEADERS.length} align="center" sx={{ py: 4, color: "text.secondary" }}>
                  {devices.isError ? FETCH_FAILED : "No Device found"}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {unlinking && (
        <ConfirmDialog
          title="Unlink Device"
          text={`Unlink the ${typeLabel(unlinking.device_type)} ${unlinking.device_serial} from this member? Its history is kept.`}
          confirmLabel="Unlink"
          danger
          busy={unlink.isPending}
          onCancel={() => setUnlinking(null)}
          onConfirm={() => {
            const device = unlinking;
            setUnlinking(null);
            unlink.mutate(device.device_id, {
              onSuccess: () => toast.show({ type: "success", message: DEVICE_MESSAGES.deleted }),
            });
          }}
        />
      )}
    </>
  );
}

import { MEDICATION_LIMITS } from "@care/contracts";
import { Box, Button, Chip, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { formatPhone } from "../../../lib/format/phone";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useMedications, type MedicationRow } from "../api/get-medications";
import { formatIsoDate } from "./medical-format";
import { MedicationDialog } from "./MedicationDialog";

const frequency = (m: MedicationRow): string =>
  m.dose_frequency.every && m.dose_frequency.period
    ? `${m.dose_frequency.every} ${m.dose_frequency.every === 1 ? "time" : "times"} per ${m.dose_frequency.period}`
    : "-";

const COLUMNS: Column<MedicationRow>[] = [
  { key: "medicine", header: "Medicine" },
  { key: "dose_form", header: "Dose Form" },
  { key: "dose_frequency", header: "Frequency", render: frequency },
  { key: "when", header: "When" },
  { key: "date_prescribed", header: "Date Prescribed", render: (m) => formatIsoDate(m.date_prescribed) },
  { key: "date_discontinued", header: "Date Discontinued", render: (m) => formatIsoDate(m.date_discontinued) },
  {
    key: "pharmacy_name",
    header: "Pharmacy",
    render: (m) =>
      m.pharmacy_name
        ? `${m.pharmacy_name}${m.pharmacy_phone_number ? ` ${formatPhone(m.pharmacy_phone_number)}` : ""}`
        : "-",
  },
  {
    key: "status",
    header: "Status",
    render: (m) => (
      <Chip
        size="small"
        label={m.status === "Submit" ? "Submitted" : "Draft"}
        color={m.status === "Submit" ? "success" : "default"}
      />
    ),
  },
];

/**
 * The senior's medications: 5 a page out of calls of up to 15 (spec 2 §9). The page lives in component state: the
 * URL's `page` belongs to the conditions table above it.
 */
export function MedicationSection({ seniorId }: { seniorId: string }): ReactNode {
  const [pageNo, setPageNo] = useState(1);
  const win = offsetWindow(pageNo, MEDICATION_LIMITS.pageSize, MEDICATION_LIMITS.fetch);
  const query = useMedications({ senior_id: seniorId, offset: win.offset, limit: win.limit });
  const page = pageOfRows(
    win,
    MEDICATION_LIMITS.pageSize,
    query.data && { ...query.data, nextOffset: query.data.next_offset },
  );
  const [editing, setEditing] = useState<{ row: MedicationRow | null } | null>(null);
  const columns: Column<MedicationRow>[] = [
    ...COLUMNS,
    {
      key: "actions",
      header: "Actions",
      render: (m) => (
        <Button size="small" onClick={() => setEditing({ row: m })} aria-label={`Edit ${m.medicine}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Box component="section" aria-labelledby="medication-title">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography id="medication-title" variant="h6" component="h3">
          Medication
        </Typography>
        <Button variant="contained" onClick={() => setEditing({ row: null })}>
          Add Medication
        </Button>
      </Stack>
      <PagedTable
        label="Medication"
        columns={columns}
        rows={page.rows}
        rowKey={(m) => m.medication_id}
        page={pageNo}
        pageSize={MEDICATION_LIMITS.pageSize}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={setPageNo}
        loading={query.isFetching}
        failed={query.isError}
      />
      {editing && <MedicationDialog seniorId={seniorId} medication={editing.row} onClose={() => setEditing(null)} />}
    </Box>
  );
}

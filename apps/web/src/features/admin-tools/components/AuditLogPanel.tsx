import { AUDIT_PAGE_SIZE, ROLE_LABELS, type StaffRole } from "@care/contracts";
import { Autocomplete, Box, Button, Chip, TextField } from "@mui/material";
import { useCallback, type ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import { useCursorPaging } from "../../../lib/table/cursor-paging";
import { useKeyPages } from "../../../lib/table/key-pages";
import { FilterBar } from "../../../lib/table/FilterBar";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import type { ListParams } from "../../../lib/table/list-params";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useAuditLog, type AuditRow } from "../api/audit";
import { auditQuery, isSeniorId, ROUTE_OPTIONS, type AuditFilter } from "../model/audit-filters";
import { AuditDetails } from "./AuditDetails";
import { AuditExportButton } from "./AuditExportButton";

const roleLabel = (r: string): string => ROLE_LABELS[r as StaffRole] ?? r;

/**
 * The audit trail (GET /api/users/audit), newest first, 20 a page by key: who did what, to which senior, with what
 * outcome. Filters (actor email, route, senior, time, outcome, kind) live in the URL with the page; 'Export CSV'
 * downloads every entry they select.
 */
export function AuditLogPanel({ list }: { list: ListParams<AuditFilter | "tool"> }): ReactNode {
  const f = list.filters;
  const scope = JSON.stringify([f.actor, f.route, f.senior, f.from, f.to, f.outcome, f.kind]);
  const pages = useKeyPages("admin-audit-log", undefined, list.page, scope);
  const query = useAuditLog(auditQuery(f, AUDIT_PAGE_SIZE, pages.key ?? null));
  const paging = useCursorPaging({
    pages,
    page: list.page,
    setPage: list.setPage,
    pageSize: AUDIT_PAGE_SIZE,
    query,
    nextKey: query.data?.last_evaluated_key,
  });
  const { setFilter } = list;
  const onActor = useCallback((v: string) => setFilter("actor", v), [setFilter]);
  const seniorInvalid = f.senior !== "" && !isSeniorId(f.senior);

  const columns: Column<AuditRow>[] = [
    {
      key: "created_at",
      header: "Time",
      render: (r) => formatInZone(r.created_at, undefined, "MM/dd/yyyy hh:mm:ss a"),
    },
    { key: "actor_email", header: "Actor", render: (r) => r.actor_email ?? "-" },
    { key: "actor_roles", header: "Role", render: (r) => r.actor_roles.map(roleLabel).join(", ") || "-" },
    {
      key: "route",
      header: "Action",
      render: (r) => (
        <Box>
          <Box component="span" sx={{ fontWeight: 600, mr: 1 }}>
            {r.method}
          </Box>
          {r.route}
        </Box>
      ),
    },
    {
      key: "senior_id",
      header: "Senior",
      render: (r) =>
        r.senior_id ? (
          <Button
            size="small"
            sx={{ textTransform: "none", fontFamily: "monospace", fontSize: 12 }}
            onClick={() => setFilter("senior", r.senior_id ?? "")}
            aria-label={`Show entries of senior ${r.senior_id}`}
          >
            {r.senior_id.slice(0, 8)}
          </Button>
        ) : (
          "-"
        ),
    },
    {
      key: "status_code",
      header: "Outcome",
      render: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={r.status_code < 400 ? "success" : "error"}
          label={`${r.status_code < 400 ? "Success" : "Failed"} ${r.status_code}`}
        />
      ),
    },
    { key: "details", header: "Details", render: (r) => <AuditDetails row={r} /> },
  ];

  return (
    <Box>
      <FilterBar label="Audit filters">
        <NameSearchField label="Actor" placeholder="Email contains" minLength={1} value={f.actor} onChange={onActor} />
        <Autocomplete
          size="small"
          sx={{ minWidth: 340 }}
          options={ROUTE_OPTIONS.map((o) => o.value)}
          value={f.route || null}
          onChange={(_, v) => setFilter("route", v ?? "")}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Route"
              placeholder="All routes"
              // Merged, not replaced: the Autocomplete wires its input through params.slotProps.
              slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
            />
          )}
        />
        <TextField
          size="small"
          label="Senior id"
          value={f.senior}
          onChange={(e) => setFilter("senior", e.target.value)}
          error={seniorInvalid}
          helperText={seniorInvalid ? "Not a senior id" : undefined}
          sx={{ minWidth: 300 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 36, spellCheck: false } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="From"
          value={f.from}
          onChange={(e) => setFilter("from", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="To"
          value={f.to}
          onChange={(e) => setFilter("to", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Outcome"
          all="All"
          value={f.outcome}
          options={[
            { value: "success", label: "Success" },
            { value: "failure", label: "Failed" },
          ]}
          onChange={(v) => setFilter("outcome", v)}
        />
        <FilterSelect
          label="Kind"
          all="All"
          value={f.kind}
          options={[
            { value: "write", label: "Writes" },
            { value: "read", label: "Health-data reads" },
          ]}
          onChange={(v) => setFilter("kind", v)}
        />
        <AuditExportButton filters={f} disabled={seniorInvalid} />
      </FilterBar>
      <PagedTable
        label="Audit log"
        columns={columns}
        rowKey={(r) => r.id}
        {...paging}
        // The audit API counts the matching entries, so the total is known before the last page.
        total={query.data?.total}
      />
    </Box>
  );
}

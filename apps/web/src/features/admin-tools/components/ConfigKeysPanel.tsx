import { CONFIG_KEY_RULES } from "@care/contracts";
import { Box, Button, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useConfigEntries, type ConfigEntry } from "../api/config";
import { valueSummary } from "../model/config-value";
import { ConfigKeyDialog } from "./ConfigKeyDialog";

/** The client configuration keys (spec 2 §3 'Configuration keys') with their values; Edit opens the key's editor. */
export function ConfigKeysPanel(): ReactNode {
  const query = useConfigEntries();
  const [editing, setEditing] = useState<ConfigEntry | null>(null);
  const rows = query.data ?? [];
  const columns: Column<ConfigEntry>[] = [
    {
      key: "name",
      header: "Key",
      render: (e) => (
        <Box>
          <Typography variant="body2">{CONFIG_KEY_RULES[e.name].label}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace" }}>
            {e.name}
          </Typography>
        </Box>
      ),
    },
    { key: "value", header: "Value", render: (e) => valueSummary(e.name, e.value) },
    { key: "updated_at", header: "Updated", render: (e) => formatInZone(e.updated_at, undefined) },
    {
      key: "actions",
      header: "",
      render: (e) => (
        <Button size="small" onClick={() => setEditing(e)} aria-label={`Edit ${e.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Every portal loads these values when a user signs in; a change reaches other users at their next sign-in.
      </Typography>
      <PagedTable
        label="Configuration keys"
        columns={columns}
        rows={rows}
        rowKey={(e) => e.name}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        total={rows.length}
        hasNext={false}
        onPageChange={() => undefined}
        loading={query.isFetching}
        failed={query.isError}
      />
      {editing && <ConfigKeyDialog entry={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

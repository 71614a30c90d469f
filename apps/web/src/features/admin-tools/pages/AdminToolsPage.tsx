import { Box, Tab, Tabs } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { useListParams } from "../../../lib/table/list-params";
import { AuditLogPanel } from "../components/AuditLogPanel";
import { ConfigKeysPanel } from "../components/ConfigKeysPanel";
import { AUDIT_FILTERS } from "../model/audit-filters";

const TITLE = "Admin Tools";
const FILTERS = ["tool", ...AUDIT_FILTERS] as const;

/**
 * /portal-admin/adminTools (Admin): the audit log viewer and the client configuration keys editor, one tab each
 * (`?tool=config` opens the second).
 */
export function AdminToolsPage(): ReactNode {
  const list = useListParams({ name: "admin-tools", filters: FILTERS });
  const tool = list.filters.tool === "config" ? "config" : "audit";
  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <Tabs
        value={tool}
        onChange={(_, v: string) => list.setFilter("tool", v === "audit" ? "" : v)}
        sx={{ mb: 2, borderBottom: 1, borderColor: "divider" }}
        aria-label="Admin tools"
      >
        <Tab value="audit" label="Audit Log" />
        <Tab value="config" label="Configuration" />
      </Tabs>
      {tool === "audit" ? <AuditLogPanel list={list} /> : <ConfigKeysPanel />}
    </Box>
  );
}

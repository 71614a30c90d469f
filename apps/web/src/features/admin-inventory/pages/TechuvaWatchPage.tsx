import { Box, Tab, Tabs } from "@mui/material";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { DeviceInventoryList } from "../components/DeviceInventoryList";

const TITLE = "Techuva Watch";
const VIEWS = [
  { value: "techuva", label: "Techuva Watches" },
  { value: "devices", label: "All Devices" },
] as const;

/**
 * /portal-admin/techuva-Watch: the device inventory. 'Techuva Watches' (the default) shows each Techuva watch's
 * state, member and last upload; 'All Devices' is the IoT inventory of every type (spec 2 §2 'devices list'). Both
 * register and retire devices. The view is in the URL (`?view=devices`), so a link or reload keeps it.
 */
export function TechuvaWatchPage(): ReactNode {
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "devices" ? "devices" : "techuva";
  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <Tabs
        value={view}
        // Each view has its own filters: switching starts the other list clean.
        onChange={(_, v: string) => setParams(v === "devices" ? { view: v } : {})}
        sx={{ mb: 2 }}
        aria-label="Inventory views"
      >
        {VIEWS.map((v) => (
          <Tab key={v.value} value={v.value} label={v.label} />
        ))}
      </Tabs>
      <DeviceInventoryList key={view} techuva={view === "techuva"} />
    </Box>
  );
}

import { Box, Button, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { DevicesTable } from "../components/DevicesTable";
import { LinkDeviceDialog } from "../components/LinkDeviceDialog";

/** Onboarding info → Devices (spec 2 §2, §7 'Devices'): the senior's linked devices; link, sensitivity, unlink. */
export function MemberDevicesTab({ senior }: { senior: SeniorRef }): ReactNode {
  const [linking, setLinking] = useState(false);
  return (
    <Box component="section" aria-labelledby="devices-title">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 1 }}>
        <Typography id="devices-title" variant="h6" component="h3">
          Devices
        </Typography>
        <Button variant="contained" onClick={() => setLinking(true)}>
          Link Device
        </Button>
      </Stack>
      <DevicesTable seniorId={senior.seniorId} />
      {linking && <LinkDeviceDialog seniorId={senior.seniorId} onClose={() => setLinking(false)} />}
    </Box>
  );
}

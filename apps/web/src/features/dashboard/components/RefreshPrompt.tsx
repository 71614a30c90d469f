import { DASHBOARD_REFRESH_PROMPT_MS } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";

/** Every 15 minutes (spec 3 §9) a prompt offers to refresh the dashboard; Continue refreshes it. */
export function RefreshPrompt({ onContinue }: { onContinue: () => void }): ReactNode {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setInterval(() => setOpen(true), DASHBOARD_REFRESH_PROMPT_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Dialog open={open} aria-labelledby="dashboard-refresh-title">
      <DialogTitle id="dashboard-refresh-title">Refresh Dashboard</DialogTitle>
      <DialogContent>
        <DialogContentText>
          The dashboard has been open for a while. Continue to load the latest figures.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() => {
            setOpen(false);
            onContinue();
          }}
        >
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}

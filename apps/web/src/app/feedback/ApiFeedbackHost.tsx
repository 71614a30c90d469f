import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import type { ApiError } from "../../lib/api/api-error";
import { SHELL_MESSAGES } from "../../lib/errors/messages";
import { useServices } from "../../lib/services";
import { useToast } from "../../lib/feedback/toast-context";

/**
 * How the shell answers the API client's failures (spec 1 §8): 403 → 'Forbidden' toast; offline or network error →
 * the Network Error dialog with retry; anything else → an error dialog with the message and application code.
 */
export function ApiFeedbackHost(): ReactNode {
  const { api } = useServices();
  const toast = useToast();
  const [networkOpen, setNetworkOpen] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  useEffect(
    () =>
      api.onFeedback((event) => {
        if (event.type === "forbidden") toast.show({ type: "error", message: SHELL_MESSAGES.forbidden });
        else if (event.type === "network") {
          setStillOffline(false);
          setNetworkOpen(true);
        } else setError(event.error);
      }),
    [api, toast],
  );

  const retry = (): void => {
    if (navigator.onLine) window.location.reload();
    else setStillOffline(true);
  };

  return (
    <>
      <Dialog open={networkOpen} onClose={() => setNetworkOpen(false)} aria-labelledby="network-error-title">
        <DialogTitle id="network-error-title">Network Error</DialogTitle>
        <DialogContent>
          <DialogContentText>{SHELL_MESSAGES.networkError}</DialogContentText>
          {stillOffline && (
            <DialogContentText color="error" sx={{ mt: 1 }}>
              {SHELL_MESSAGES.stillOffline}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setNetworkOpen(false)}>Close</Button>
          <Button variant="contained" onClick={retry}>
            Retry
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={error !== null} onClose={() => setError(null)} aria-labelledby="api-error-title">
        <DialogTitle id="api-error-title">Error {error?.status}</DialogTitle>
        <DialogContent>
          <DialogContentText>{error?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setError(null)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

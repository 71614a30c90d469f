import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useRef, type ReactNode } from "react";
import { useAuth } from "../../lib/auth/auth-context";
import { idleTimeoutMs, useClientConfig } from "../../lib/config/client-config";
import { useServices } from "../../lib/services";
import { LOGOUT_REASONS } from "../../lib/session/logout-reasons";
import type { IdleChannel } from "./idle-channel";
import { useIdleTimeout } from "./use-idle-timeout";

/** The session timeout dialog (spec 1 §2): a 10-second countdown, Logout and Continue Session. */
export function IdleManager(): ReactNode {
  const config = useClientConfig();
  const { logout } = useAuth();
  const { session: store, api } = useServices();
  const channelRef = useRef<IdleChannel | null>(null);

  const endSession = (reason: string): void => {
    channelRef.current?.post({ type: "logout", reason });
    void logout(reason);
  };

  const { idle, secondsLeft, resume } = useIdleTimeout({
    // Until the configuration arrives the default (5 days) applies; it is far enough away to never fire first.
    timeoutMs: idleTimeoutMs(config),
    onTimeout: () => endSession(LOGOUT_REASONS.inactivity),
    // The tab that ended the session already called the API; this one only forgets it.
    onRemoteLogout: (reason) => store.clear(reason),
    channelRef,
  });

  const continueSession = (): void => {
    resume();
    // "Continue Session reloads the session": a fresh access token for the time ahead.
    void api.refreshAccessToken();
  };

  return (
    <Dialog open={idle} aria-labelledby="idle-title" aria-describedby="idle-text" data-testid="idle-dialog">
      <DialogTitle id="idle-title">Session Timeout</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">
          You have been inactive for a while. For your security you will be logged out in{" "}
          <strong data-testid="idle-countdown">{secondsLeft}</strong> seconds.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => endSession(LOGOUT_REASONS.user)}>Logout</Button>
        <Button variant="contained" onClick={continueSession} autoFocus>
          Continue Session
        </Button>
      </DialogActions>
    </Dialog>
  );
}

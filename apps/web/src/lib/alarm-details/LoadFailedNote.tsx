import { Alert, Button } from "@mui/material";
import type { ReactNode } from "react";

/**
 * A part of an alarm's popup or detail that could not load: a short note with a retry, and nothing else, so the rest
 * (Take, Close, the event's fields) stays usable.
 */
export function LoadFailedNote({
  text,
  retryText,
  onRetry,
}: {
  text: string;
  retryText: string;
  onRetry: () => void;
}): ReactNode {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryText}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

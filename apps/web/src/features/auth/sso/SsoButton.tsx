import { Button, Divider } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { ApiClient } from "../../../lib/api/api-client";
import { signInErrorMessage } from "../sign-in";
import { goToProvider } from "./use-sso";

/** 'Sign in with <label>' under the password form, when the API says single sign-on is set up. */
export function SsoButton({
  api,
  label,
  onError,
}: {
  api: ApiClient;
  label: string;
  onError: (message: string | null) => void;
}): ReactNode {
  const [leaving, setLeaving] = useState(false);
  const start = async (): Promise<void> => {
    onError(null);
    setLeaving(true);
    try {
      await goToProvider(api);
      // The browser is on its way to the provider: the button stays disabled until the page is gone.
    } catch (err) {
      onError(signInErrorMessage(err, "code"));
      setLeaving(false);
    }
  };
  return (
    <>
      <Divider>or</Divider>
      <Button variant="outlined" size="large" disabled={leaving} onClick={() => void start()}>
        Sign in with {label}
      </Button>
    </>
  );
}

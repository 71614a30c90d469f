import { useEffect, useRef, useState } from "react";
import type { ApiClient } from "../../../lib/api/api-client";
import { signInErrorMessage, interpretLoginAnswer, type SignInOutcome } from "../sign-in";
import { finishSso, ssoConfig, startSso, type SsoConfig } from "../api/sso-api";

/** The login page's text for an SSO sign-in the portal cannot complete itself. */
export const SSO_PORTAL_MESSAGES = {
  /**
   * The account's password has expired (portal_password_expiry_days): the portal would ask for a new one with the
   * old one, which an SSO sign-in does not have.
   */
  passwordExpired:
    "Your portal password has expired. Sign in once with your email and password to choose a new one, or ask your administrator.",
} as const;

/** The SSO button's settings from the API; null until known (and the button hidden). */
export function useSsoConfig(api: ApiClient): SsoConfig | null {
  const [config, setConfig] = useState<SsoConfig | null>(null);
  useEffect(() => {
    let live = true;
    void ssoConfig(api).then((c) => live && setConfig(c));
    return () => {
      live = false;
    };
  }, [api]);
  return config;
}

/** Sends the browser to the provider; the returned promise rejects (with an API error) only when it cannot. */
export async function goToProvider(api: ApiClient): Promise<void> {
  window.location.assign(await startSso(api));
}

/**
 * Finishes the sign-in the provider sent the browser back with (`answer`, the login page's query string), once:
 * the API spends the attempt on the first call, so a second one (React's development double effects) would fail.
 * `onAnswer` gets the outcome as after a password; a refusal comes back as the message to show.
 */
export function useSsoAnswer(
  api: ApiClient,
  answer: string | null,
  onAnswer: (outcome: SignInOutcome) => Promise<void>,
  onError: (message: string) => void,
): boolean {
  const [busy, setBusy] = useState(answer !== null);
  const handled = useRef(false);
  const handlers = useRef({ onAnswer, onError });
  // The latest callbacks, for the answer that arrives after later renders (this effect runs before the one below).
  useEffect(() => {
    handlers.current = { onAnswer, onError };
  });
  useEffect(() => {
    if (answer === null || handled.current) return;
    handled.current = true;
    void (async () => {
      try {
        const outcome = interpretLoginAnswer(await finishSso(api, answer));
        if (outcome.kind === "first-login") handlers.current.onError(SSO_PORTAL_MESSAGES.passwordExpired);
        else await handlers.current.onAnswer(outcome);
      } catch (err) {
        // "code": the API's own text for every refusal (a 401 here is not a wrong password).
        handlers.current.onError(signInErrorMessage(err, "code"));
      } finally {
        setBusy(false);
      }
    })();
  }, [api, answer]);
  return busy;
}

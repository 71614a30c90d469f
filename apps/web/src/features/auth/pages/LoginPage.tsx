import { EmailSchema } from "@care/contracts";
import { Alert, AlertTitle, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { PATHS } from "../../../lib/routing/paths";
import { useServices } from "../../../lib/services";
import { landingPath } from "../../../lib/session/session";
import { login, loginWithCode, resendCode } from "../api/auth-api";
import { ssoAnswerIn } from "../api/sso-api";
import { PasswordField } from "../components/PasswordField";
import { AuthLayout } from "../components/AuthLayout";
import { PASSWORD_FORM_MESSAGES } from "../messages";
import { SsoButton } from "../sso/SsoButton";
import { useSsoAnswer, useSsoConfig } from "../sso/use-sso";
import { interpretLoginAnswer, signInErrorMessage, type SignInOutcome } from "../sign-in";
import { readLoginNotice, type LoginNotice } from "./login-notice";

interface Credentials {
  email: string;
  password: string;
}

const emailRule = (v: string): true | string => EmailSchema.safeParse(v).success || PASSWORD_FORM_MESSAGES.invalidEmail;

/**
 * Sign-in: email and password, then the mailed code when the account has a second factor (spec 1 §4); or, when the
 * organisation has one, its OpenID Connect provider (docs/sso.md), which sends the browser back here to finish.
 */
export function LoginPage(): ReactNode {
  const { session: store, api } = useServices();
  const { signIn, setPendingPasswordChange } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState<LoginNotice | null>(() => {
    const fromState = readLoginNotice(location.state);
    if (fromState) return fromState;
    const reason = store.peekLogoutNotice();
    return reason ? { message: reason, severity: "info" } : null;
  });
  // Read during the first render, removed after it: a reload of /login does not repeat an old reason.
  useEffect(() => void store.takeLogoutNotice(), [store]);

  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState<Credentials | null>(null);
  const form = useForm<Credentials>({ mode: "onTouched", defaultValues: { email: "", password: "" } });
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  const finish = async (outcome: SignInOutcome, credentials: Credentials): Promise<void> => {
    switch (outcome.kind) {
      case "mfa":
        setCodeStep(credentials);
        setInfo(null);
        return;
      case "error":
        setError(outcome.message);
        return;
      case "first-login":
        setPendingPasswordChange({
          email: outcome.claims.email,
          accessToken: outcome.tokens.jwt,
          oldPassword: credentials.password,
        });
        void navigate(`${PATHS.choosePassword}?email=${encodeURIComponent(outcome.claims.email)}`);
        return;
      case "signed-in":
        await signIn(outcome.session);
        void navigate(landingPath(outcome.session), { replace: true });
    }
  };

  const sso = useSsoConfig(api);
  // Back from the provider: its answer is in the address. It is taken out at once, so a reload does not replay it.
  const [ssoAnswer] = useState(() => ssoAnswerIn(location.search));
  useEffect(() => {
    if (ssoAnswer) void navigate(PATHS.login, { replace: true });
  }, [ssoAnswer, navigate]);
  // The outcome is a password sign-in's: same session, same landing page (no code step or first password here).
  const ssoBusy = useSsoAnswer(api, ssoAnswer, (outcome) => finish(outcome, { email: "", password: "" }), setError);

  const submitPassword = async (values: Credentials): Promise<void> => {
    setError(null);
    try {
      await finish(interpretLoginAnswer(await login(api, values.email, values.password)), values);
    } catch (err) {
      setError(signInErrorMessage(err, "password"));
    }
  };

  const submitCode = async (): Promise<void> => {
    if (!codeStep) return;
    setError(null);
    setBusy(true);
    try {
      await finish(interpretLoginAnswer(await loginWithCode(api, codeStep.email, code)), codeStep);
    } catch (err) {
      setError(signInErrorMessage(err, "code"));
    } finally {
      setBusy(false);
    }
  };

  const resend = async (): Promise<void> => {
    if (!codeStep) return;
    setError(null);
    try {
      setInfo(await resendCode(api, codeStep.email));
    } catch (err) {
      setError(signInErrorMessage(err, "code"));
    }
  };

  const banner = (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {notice && (
        <Alert severity={notice.severity} data-testid="login-notice">
          {notice.detail ? <AlertTitle>{notice.message}</AlertTitle> : notice.message}
          {notice.detail}
        </Alert>
      )}
      {info && <Alert severity="info">{info}</Alert>}
      {error && (
        <Alert severity="error" data-testid="login-error">
          {error}
        </Alert>
      )}
    </Stack>
  );

  if (ssoBusy) {
    return (
      <AuthLayout title="Login" subtitle="Sign in to the care portal">
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }} role="status">
          <CircularProgress size={24} />
          <Typography>Signing you in…</Typography>
        </Stack>
      </AuthLayout>
    );
  }

  if (codeStep) {
    return (
      <AuthLayout title="Verification Code" subtitle={`Enter the code we sent to ${codeStep.email.toLowerCase()}.`}>
        {banner}
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submitCode();
          }}
        >
          <Stack spacing={2}>
            <TextField
              label="Verification Code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
              required
              autoFocus
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={code.length !== 6 || busy}>
              Verify
            </Button>
            <Stack direction="row" sx={{ justifyContent: "space-between" }}>
              <Button
                onClick={() => {
                  setCodeStep(null);
                  setCode("");
                  setError(null);
                }}
              >
                Back
              </Button>
              <Button onClick={() => void resend()}>Resend code</Button>
            </Stack>
          </Stack>
        </Box>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Login" subtitle="Sign in to the care portal">
      {banner}
      <Box component="form" noValidate onSubmit={(e) => void form.handleSubmit(submitPassword)(e)}>
        <Stack spacing={2}>
          <Controller
            name="email"
            control={form.control}
            rules={{ required: PASSWORD_FORM_MESSAGES.required, validate: emailRule }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                {...field}
                inputRef={ref}
                label="Email"
                type="email"
                required
                autoFocus
                autoComplete="username"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="password"
            control={form.control}
            rules={{ required: PASSWORD_FORM_MESSAGES.required }}
            render={({ field: { ref, ...field }, fieldState }) => (
              <PasswordField
                {...field}
                inputRef={ref}
                label="Password"
                required
                autoComplete="current-password"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Login
          </Button>
          <Link component={RouterLink} to={PATHS.forgotPassword} sx={{ alignSelf: "center" }}>
            Forgot Password?
          </Link>
          {sso?.enabled && sso.label && <SsoButton api={api} label={sso.label} onError={setError} />}
        </Stack>
      </Box>
    </AuthLayout>
  );
}

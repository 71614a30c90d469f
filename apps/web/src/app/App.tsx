import { CssBaseline, ThemeProvider } from "@mui/material";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";
import { AuthProvider } from "../lib/auth/auth-context";
import { BreakGlassHost } from "./break-glass/BreakGlassHost";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { ApiFeedbackHost } from "./feedback/ApiFeedbackHost";
import { AppLoaderProvider } from "../lib/feedback/app-loader";
import { ToastProvider } from "../lib/feedback/toast-context";
import { UnsavedChangesProvider } from "../lib/forms/unsaved-changes";
import { ServicesProvider, type AppServices } from "../lib/services";
import { SessionSync } from "./session/SessionSync";
import { theme } from "./theme";

export function createQueryClient(): QueryClient {
  // The API client already reports failures; retrying a 4xx or a refused session only repeats the dialog.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

/** Everything around the router: services, data cache, theme, toasts, the signed-in user, error dialogs. */
export function AppProviders({ services, children }: { services: AppServices; children: ReactNode }): ReactNode {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <ServicesProvider services={services}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <AppLoaderProvider>
                <AuthProvider>
                  <UnsavedChangesProvider>
                    <SessionSync />
                    <ApiFeedbackHost />
                    <BreakGlassHost />
                    {children}
                  </UnsavedChangesProvider>
                </AuthProvider>
              </AppLoaderProvider>
            </ToastProvider>
          </QueryClientProvider>
        </ServicesProvider>
      </ErrorBoundary>
    </ThemeProvider>
  );
}

export function App({
  services,
  router,
}: {
  services: AppServices;
  router: ReturnType<typeof createBrowserRouter>;
}): ReactNode {
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

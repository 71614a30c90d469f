import { Backdrop, CircularProgress, Stack, Typography } from "@mui/material";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface AppLoaderApi {
  /** Covers the page with the loader and `text` (spec 1 §4: "Application loader: show with text, hide"). */
  show(text: string): void;
  hide(): void;
  /** Shows the loader with `text` while `work` runs, and hides it when `work` settles (either way). */
  during<T>(text: string, work: () => Promise<T>): Promise<T>;
}

const AppLoaderContext = createContext<AppLoaderApi | null>(null);

/** The application loader: one page-wide backdrop with a spinner and a line of text, above dialogs. */
export function AppLoaderProvider({ children }: { children: ReactNode }): ReactNode {
  const [text, setText] = useState<string | null>(null);
  const show = useCallback((next: string) => setText(next), []);
  const hide = useCallback(() => setText(null), []);
  const during = useCallback(
    async <T,>(next: string, work: () => Promise<T>): Promise<T> => {
      show(next);
      try {
        return await work();
      } finally {
        hide();
      }
    },
    [show, hide],
  );
  const api = useMemo(() => ({ show, hide, during }), [show, hide, during]);
  return (
    <AppLoaderContext.Provider value={api}>
      {children}
      <Backdrop open={text !== null} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: "common.white" }}>
        {text !== null && (
          <Stack role="status" aria-live="polite" spacing={2} sx={{ alignItems: "center" }} data-testid="app-loader">
            <CircularProgress color="inherit" aria-label={text} />
            <Typography>{text}</Typography>
          </Stack>
        )}
      </Backdrop>
    </AppLoaderContext.Provider>
  );
}

export function useAppLoader(): AppLoaderApi {
  const loader = useContext(AppLoaderContext);
  if (!loader) throw new Error("useAppLoader outside AppLoaderProvider");
  return loader;
}

import { Box, CircularProgress } from "@mui/material";
import { lazy, Suspense, type ComponentType, type JSX, type ReactNode } from "react";

/** Shown inside the layout while a page's code arrives (usually a blink: chunks are small and cached). */
export function PageLoading(): ReactNode {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label="Loading page" />
    </Box>
  );
}

/**
 * A page whose code is fetched the first time it is shown, so the portal's first download holds only the shell
 * (issue 10: code splitting). `load` picks the page out of its module:
 * `lazyPage(() => import("../../features/x/pages/XPage").then((m) => m.XPage))`.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPage(props: P): ReactNode {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyPage;
}

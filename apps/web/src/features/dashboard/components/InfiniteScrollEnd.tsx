import { Box, CircularProgress, Typography } from "@mui/material";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The end of the card list: when it is fully in view (IntersectionObserver threshold 1, spec 3 §2) and there is
 * more, the next page is asked for; 'Loading seniors...' shows while it loads.
 */
export function InfiniteScrollEnd({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}): ReactNode {
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = end.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= 1) && hasMore && !loading) onLoadMore();
      },
      { threshold: 1 },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // A new observer reports the current state at once: an end still in view after a page arrived loads the next.
  }, [hasMore, loading, onLoadMore]);

  return (
    <Box ref={end} data-testid="dashboard-end" sx={{ display: "flex", justifyContent: "center", py: 2, minHeight: 40 }}>
      {loading && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <CircularProgress size={20} />
          <Typography color="text.secondary">Loading seniors...</Typography>
        </Box>
      )}
    </Box>
  );
}

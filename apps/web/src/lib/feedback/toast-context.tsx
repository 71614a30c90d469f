import { TOAST_AUTO_HIDE_MS } from "@care/contracts";
import { Alert, Snackbar, type AlertColor } from "@mui/material";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

export interface Toast {
  type: AlertColor;
  message: string;
  /** Milliseconds before it hides; spec 1 §9: 6 s. */
  duration?: number;
}

interface QueuedToast extends Toast {
  id: number;
}

export interface ToastApi {
  show(toast: Toast): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** One toast at a time; the next one shows when the current one hides (spec 1 §3 "Toast"). */
export function ToastProvider({ children }: { children: ReactNode }): ReactNode {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const show = useCallback((toast: Toast) => {
    setQueue((q) => [...q, { ...toast, id: Date.now() + Math.random() }]);
    setOpen(true);
  }, []);
  const api = useMemo(() => ({ show }), [show]);

  const close = (_event?: unknown, reason?: string): void => {
    if (reason === "clickaway") return;
    setOpen(false);
  };

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current) && open}
        autoHideDuration={current?.duration ?? TOAST_AUTO_HIDE_MS}
        onClose={close}
        slotProps={{
          transition: {
            onExited: () => {
              setQueue((q) => q.slice(1));
              setOpen(true);
            },
          },
        }}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
      >
        <Alert
          severity={current?.type ?? "info"}
          variant="filled"
          onClose={close}
          data-testid="toast"
          sx={{ width: "100%" }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast outside ToastProvider");
  return toast;
}

import { useState } from "react";

export interface ClickToOpen {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Props for the picker's field: read-only (typing blocked, spec 3 §5) and a click opens the calendar. */
  fieldProps: { readOnly: true; onClick: () => void };
}

/** Typing is blocked on every portal picker, so the whole field, not only the icon, opens the calendar. */
export function useClickToOpen(): ClickToOpen {
  const [open, setOpen] = useState(false);
  const onOpen = (): void => setOpen(true);
  return { open, onOpen, onClose: () => setOpen(false), fieldProps: { readOnly: true, onClick: onOpen } };
}

import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { enUS } from "date-fns/locale";
import type { ReactNode } from "react";
import { WEEK_STARTS_ON } from "./period";

/** US English with Monday as the first day of the week (spec 3 §9), for every calendar the portal shows. */
const portalLocale = { ...enUS, options: { ...enUS.options, weekStartsOn: WEEK_STARTS_ON } };

/** Each picker wraps itself in this, so a screen can drop one in without a provider of its own. */
export function PickerLocale({ children }: { children: ReactNode }): ReactNode {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={portalLocale}>
      {children}
    </LocalizationProvider>
  );
}

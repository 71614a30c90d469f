import type { ReactNode } from "react";
import { PlaceholderPage } from "../../../app/layout/PageHeader";

/** /call-schedule: the care agent's own call schedule. */
export function CallSchedulePage(): ReactNode {
  return <PlaceholderPage title="Call Schedule" crumbs={[{ label: "Home", to: "/" }, { label: "Call Schedule" }]} />;
}

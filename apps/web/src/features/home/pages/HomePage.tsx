import type { ReactNode } from "react";
import { PlaceholderPage } from "../../../app/layout/PageHeader";

/** '/': care agents, warehouse employees and BDM (the senior list arrives with its own issue). */
export function HomePage(): ReactNode {
  return <PlaceholderPage title="Home" crumbs={[{ label: "Home" }]} />;
}

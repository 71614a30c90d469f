import { Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PlaceholderPage } from "../../../app/layout/PageHeader";
import { PRODUCT_NAME } from "../../../app/routing/paths";

/** /care-dashboard (spec 3 §2); the cards arrive with the dashboard issue. */
export function CareDashboardPage(): ReactNode {
  return (
    <PlaceholderPage
      title={`${PRODUCT_NAME} Care Dashboard`}
      crumbs={[{ label: "Home", to: "/" }, { label: "Care Dashboard" }]}
    >
      <Typography color="text.secondary">Real-time health monitoring and alert management</Typography>
    </PlaceholderPage>
  );
}

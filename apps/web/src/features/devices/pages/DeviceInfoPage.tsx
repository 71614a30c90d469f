import type { ReactNode } from "react";
import { PlaceholderPage } from "../../../app/layout/PageHeader";

/** /device-info: the device list titled 'IoT Device History' (spec 3 §2). */
export function DeviceInfoPage(): ReactNode {
  return (
    <PlaceholderPage
      title="IoT Device History"
      crumbs={[{ label: "Home", to: "/" }, { label: "IoT Device History" }]}
    />
  );
}

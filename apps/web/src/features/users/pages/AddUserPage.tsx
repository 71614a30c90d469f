import type { ReactNode } from "react";
import { PlaceholderPage } from "../../../app/layout/PageHeader";

/** /add-user: member creation (spec 2 §2). */
export function AddUserPage(): ReactNode {
  return <PlaceholderPage title="Add User" crumbs={[{ label: "Home", to: "/" }, { label: "Add User" }]} />;
}

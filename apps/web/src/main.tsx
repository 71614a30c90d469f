import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/App";
import { appRoutes } from "./app/routing/routes";
import { createBrowserServices } from "./app/session/create-services";

async function start(): Promise<void> {
  const services = createBrowserServices();
  // The stored session is decrypted before the first render, so guards never see a half-loaded user.
  await services.session.load();
  const router = createBrowserRouter(appRoutes);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root");
  createRoot(root).render(
    <StrictMode>
      <App services={services} router={router} />
    </StrictMode>,
  );
}

void start();

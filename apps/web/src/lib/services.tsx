import { createContext, useContext, type ReactNode } from "react";
import type { ApiClient } from "./api/api-client";
import type { SessionStore } from "./session/session-store";

/** The long-lived objects of one portal instance. Built once in main.tsx; tests build their own. */
export interface AppServices {
  session: SessionStore;
  api: ApiClient;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }): ReactNode {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useServices outside ServicesProvider");
  return services;
}

export function useApi(): ApiClient {
  return useServices().api;
}

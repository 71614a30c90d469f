import { callRoutes, careCircleRoutes, memberRoutes, type RouteContract } from "@care/contracts";

/** What a booking, move, cancel or log reloads: the call screens' lists, pickers and the call entry's event. */
export const CALL_ROUTES: readonly RouteContract[] = [
  callRoutes.listCallSchedule,
  callRoutes.listCallLogs,
  callRoutes.careAgentList,
  callRoutes.callEntryEvent,
  memberRoutes.minimalInfo,
  careCircleRoutes.list,
];

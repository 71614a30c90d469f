import { callRoutes, careCircleRoutes, memberRoutes, type RouteContract } from "@care/contracts";

/**
 * What a booking, move, cancel, completion or log reloads: the call screens' lists, the senior's last completed and
 * next pending calls, pickers and the call entry's event.
 */
export const CALL_ROUTES: readonly RouteContract[] = [
  callRoutes.listCallSchedule,
  callRoutes.calleeCallSchedule,
  callRoutes.listCallLogs,
  callRoutes.careAgentList,
  callRoutes.callEntryEvent,
  memberRoutes.minimalInfo,
  careCircleRoutes.list,
];

import {
  supervisionCallRoutes,
  usersCareCircleRoutes,
  usersSeniorProfileRoutes,
  type RouteContract,
} from "@care/contracts";

/** What a booking, move, cancel or log reloads: the call screens' lists, pickers and the call entry's event. */
export const CALL_ROUTES: readonly RouteContract[] = [
  supervisionCallRoutes.listCallSchedule,
  supervisionCallRoutes.listCallLogs,
  supervisionCallRoutes.careAgentList,
  supervisionCallRoutes.callEntryEvent,
  usersSeniorProfileRoutes.minimalInfo,
  usersCareCircleRoutes.list,
];

import { NO_DATA, type NoDataSetting } from "@care/contracts";

const UNIT_LABELS: Record<NoDataSetting["unit"], string> = {
  daytime_hours: "daytime hours",
  days: "days",
  nights: "nights",
};

/** '2 daytime hours', '3 days'. */
export const silenceText = (n: number, unit: NoDataSetting["unit"]): string => `${n} ${UNIT_LABELS[unit]}`;

/** 'Watch', 'Scale', 'Sleep mat' from the contract's labels. */
export const deviceLabel = (device: NoDataSetting["device_type"]): string => {
  const label: string = NO_DATA.devices[device].label;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

export { PrintView, seniorMemberLine, type PrintViewProps } from "./PrintView";

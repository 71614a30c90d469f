import type { ReactNode } from "react";
import { PrintView } from "../../../lib/print";
import { showsPercent, type AssessmentKind } from "../model/kinds";
import { FallsPrint } from "./FallsPrint";
import { NumberedPrint } from "./NumberedPrint";
import { PlainPrint } from "./PlainPrint";
import type { PrintBodyProps } from "./print-props";

export interface AssessmentPrintProps extends PrintBodyProps {
  kind: AssessmentKind;
  seniorName: string | null | undefined;
}

/** Spec 2 §2 'Assessment print views': the title and senior line, then the body chosen by print type. */
export function AssessmentPrint({ kind, seniorName, ...body }: AssessmentPrintProps): ReactNode {
  const Body = kind.printType === "falls" ? FallsPrint : kind.printType === "numbered" ? NumberedPrint : PlainPrint;
  return (
    <PrintView title={kind.printTitle} seniorName={seniorName}>
      <Body {...body} percent={showsPercent(kind)} />
    </PrintView>
  );
}

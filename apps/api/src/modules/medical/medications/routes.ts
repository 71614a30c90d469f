import type { FastifyInstance } from "fastify";
import { MEDICAL_MESSAGES, medicalRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { MedicationService } from "./service.js";

const savedMessage = (status: "Save" | "Submit"): string =>
  status === "Submit" ? MEDICAL_MESSAGES.medicationSubmitted : MEDICAL_MESSAGES.saved;

/** GET/POST/PUT users/senior/medication and GET users/medicine (the form's medicine search). */
export function registerMedicationRoutes(app: FastifyInstance, medications: MedicationService): void {
  registerRoute(app, R.listMedications, async (req) => ok(await medications.list(req.user, req.query)));
  registerRoute(app, R.createMedication, async (req) =>
    ok(await medications.create(req.user, req.body), savedMessage(req.body.status)),
  );
  registerRoute(app, R.updateMedication, async (req) =>
    ok(await medications.update(req.user, req.body), savedMessage(req.body.status)),
  );
  registerRoute(app, R.searchMedicine, async (req) =>
    ok({ medicines: await medications.searchMedicine(req.query.medicine) }),
  );
}

import type { FastifyInstance } from "fastify";
import { MEDICINE_MESSAGES, adminMedicineRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AdminMedicineService } from "./service.js";

/** The medicine catalogue's admin routes (GET /api/users/admin/medicines, POST/PUT /api/users/admin/medicine). */
export function registerAdminMedicineRoutes(app: FastifyInstance, medicines: AdminMedicineService): void {
  registerRoute(app, R.listAdminMedicines, async (req) => ok(await medicines.list(req.query)));
  registerRoute(app, R.createAdminMedicine, async (req) =>
    ok(await medicines.create(req.user, req.body), MEDICINE_MESSAGES.saved),
  );
  registerRoute(app, R.updateAdminMedicine, async (req) =>
    ok(await medicines.update(req.user, req.body), MEDICINE_MESSAGES.saved),
  );
  registerRoute(app, R.setAdminMedicineStatus, async (req) => {
    const row = await medicines.setStatus(req.user, req.body);
    return ok(row, req.body.retired ? MEDICINE_MESSAGES.retired : MEDICINE_MESSAGES.restored);
  });
}

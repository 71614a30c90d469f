import type { FastifyInstance } from "fastify";
import { registerAdminAccountRoutes } from "./admin-accounts/routes.js";
import { createAccountService } from "./admin-accounts/service.js";
import { registerCoachMapRoutes } from "./admin-coach-map/routes.js";
import { createCoachMapService } from "./admin-coach-map/service.js";
import { registerAdminMemberRoutes } from "./admin-members/routes.js";
import { registerAdminDeviceRoutes } from "./admin-devices/routes.js";
import { createAdminDeviceService } from "./admin-devices/service.js";
import { registerAdminMedicineRoutes } from "./admin-medicines/routes.js";
import { createAdminMedicineService } from "./admin-medicines/service.js";
import { registerAppReleaseRoutes } from "./app-releases/routes.js";
import { createAppReleaseService } from "./app-releases/service.js";
import { createMemberAdminService } from "./admin-members/service.js";
import { createFirstLoginInviter } from "../cognito/first-login-invite.js";
import { registerAgencyRoutes } from "./agency/routes.js";
import { registerAnnouncementRoutes } from "./announcements/routes.js";
import { registerAssessmentRoutes } from "./assessments/routes.js";
import { createAnnouncementService } from "./announcements/service.js";
import { registerCorporateRoutes } from "./corporates/routes.js";
import { createCorporateService } from "./corporates/service.js";
import { registerFacilityRoutes } from "./facilities/routes.js";
import { createFacilityService } from "./facilities/service.js";
import { registerFacilityUserRoutes } from "./facility-users/routes.js";
import { createFacilityUserService } from "./facility-users/service.js";
import { createAgencyService } from "./agency/service.js";
import { registerAuditRoutes } from "./audit/routes.js";
import { registerBasicInfoRoutes } from "./basic-info/routes.js";
import { registerCareCircleRoutes } from "./care-circle/routes.js";
import { createCareCircleService } from "./care-circle/service.js";
import { createBasicInfoService } from "./basic-info/service.js";
import { registerFacilityOptionRoutes } from "./facility-options/routes.js";
import { createFacilityOptionService } from "./facility-options/service.js";
import { registerGeocodingRoutes } from "./geocoding/routes.js";
import { createGeocodingService, geocodingProviderFromConfig, type GeocodingService } from "./geocoding/service.js";
import { registerDeviceRoutes } from "./devices/routes.js";
import { createDeviceService } from "./devices/service.js";
import { registerMedicalConditionRoutes } from "./medical-conditions/routes.js";
import { createMedicalConditionService } from "./medical-conditions/service.js";
import { registerMedicationRoutes } from "./medications/routes.js";
import { createMedicationService } from "./medications/service.js";
import { registerMemberRoutes } from "./members/routes.js";
import { createMemberService } from "./members/service.js";
import { registerPersonaRoutes } from "./persona/routes.js";
import { registerPoaRoutes } from "./poa-documents/routes.js";
import { createPoaService } from "./poa-documents/service.js";
import { photoRoutesPlugin } from "./photos/routes.js";
import { createPhotoService } from "./photos/service.js";
import { createPersonaService } from "./persona/service.js";
import { registerProviderRoutes } from "./providers/routes.js";
import { createProviderService } from "./providers/service.js";
import { registerSeniorListRoutes } from "./senior-list/routes.js";
import { createSeniorListService } from "./senior-list/service.js";
import { uploadRoutesPlugin } from "./uploads/routes.js";
import { createUploadService, type UploadService } from "./uploads/service.js";
import { registerWellnessPlanRoutes } from "./wellness-plan/routes.js";

/**
 * Services the users resources share, built once per app: member creation (to come) geocodes addresses and
 * adopts uploaded photos through these rather than building its own.
 */
export interface UsersDeps {
  geocoding: GeocodingService;
  uploads: UploadService;
}

/** The users service. Other users routes are added here by their resource files. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  const deps: UsersDeps = {
    geocoding: createGeocodingService(geocodingProviderFromConfig(app.config)),
    uploads: createUploadService({ prisma: app.prisma, storage: app.storage, log: app.log }),
  };
  registerAuditRoutes(app);
  registerGeocodingRoutes(app, deps.geocoding);
  await app.register(uploadRoutesPlugin, { uploads: deps.uploads });
  registerMemberRoutes(app, createMemberService({ prisma: app.prisma, geocoding: deps.geocoding }));
  registerBasicInfoRoutes(app, createBasicInfoService(app.prisma));
  registerPersonaRoutes(app, createPersonaService(app.prisma));
  registerCareCircleRoutes(app, createCareCircleService(app.prisma));
  const quotaBytes = app.config.SENIOR_UPLOAD_QUOTA_BYTES;
  registerPoaRoutes(app, createPoaService({ prisma: app.prisma, storage: app.storage, quotaBytes }));
  registerProviderRoutes(app, createProviderService(app.prisma));
  registerDeviceRoutes(app, createDeviceService(app.prisma));
  registerMedicalConditionRoutes(app, createMedicalConditionService(app.prisma));
  registerMedicationRoutes(app, createMedicationService(app.prisma));
  const photos = createPhotoService({
    prisma: app.prisma,
    storage: app.storage,
    uploads: deps.uploads,
    log: app.log,
    quotaBytes,
  });
  await app.register(photoRoutesPlugin, { photos });
  registerSeniorListRoutes(app, createSeniorListService({ prisma: app.prisma }));
  registerFacilityOptionRoutes(app, createFacilityOptionService(app.prisma));
  registerWellnessPlanRoutes(app, { prisma: app.prisma, storage: app.storage, quotaBytes });
  registerAssessmentRoutes(app, app.prisma);
  registerAgencyRoutes(app, createAgencyService(app.prisma));
  registerCorporateRoutes(app, createCorporateService(app.prisma));
  registerFacilityRoutes(app, createFacilityService(app.prisma));
  const inviter = createFirstLoginInviter({ prisma: app.prisma, config: app.config, mailer: app.mailer, log: app.log });
  const access = app.accessState;
  registerFacilityUserRoutes(app, createFacilityUserService({ prisma: app.prisma, inviter, access }));
  registerAnnouncementRoutes(app, createAnnouncementService(app.prisma));
  registerAdminAccountRoutes(
    app,
    createAccountService({
      prisma: app.prisma,
      redis: app.redis,
      config: app.config,
      mailer: app.mailer,
      log: app.log,
      inviter,
      access,
    }),
  );
  registerAdminMemberRoutes(app, createMemberAdminService({ prisma: app.prisma }));
  registerCoachMapRoutes(app, createCoachMapService({ prisma: app.prisma }));
  registerAdminDeviceRoutes(app, createAdminDeviceService(app.prisma));
  registerAdminMedicineRoutes(app, createAdminMedicineService(app.prisma));
  registerAppReleaseRoutes(app, createAppReleaseService(app.prisma));
}

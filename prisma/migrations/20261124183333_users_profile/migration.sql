-- users_profile (issue 12): device reset/registration state, basic-info weight in kilograms, and the medicine
-- catalogue the medication form searches.

-- AlterTable
ALTER TABLE "device" ADD COLUMN     "navigil_registered_at" TIMESTAMPTZ(3),
ADD COLUMN     "reset_in_progress" BOOLEAN NOT NULL DEFAULT false;

-- Weight was stored in pounds as typed; it is kept in kilograms now (1 kg = 2.2046 lb, rounded to 0.01 kg).
-- Renamed and converted in place rather than dropped, so existing weights survive.
ALTER TABLE "senior_basic_info" RENAME COLUMN "weight" TO "weight_kg";
UPDATE "senior_basic_info" SET "weight_kg" = round(("weight_kg" / 2.2046)::numeric, 2)::double precision
WHERE "weight_kg" IS NOT NULL;

-- CreateTable
CREATE TABLE "medicine" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "medicine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "medicine_name_key" ON "medicine"("name");

-- A starting catalogue of medicines common among older adults (generic names); administrators extend it later.
INSERT INTO "medicine" ("id", "name") VALUES
  (gen_random_uuid(), 'Acetaminophen'),
  (gen_random_uuid(), 'Albuterol'),
  (gen_random_uuid(), 'Alendronate'),
  (gen_random_uuid(), 'Allopurinol'),
  (gen_random_uuid(), 'Amiodarone'),
  (gen_random_uuid(), 'Amlodipine'),
  (gen_random_uuid(), 'Amoxicillin'),
  (gen_random_uuid(), 'Apixaban'),
  (gen_random_uuid(), 'Aspirin'),
  (gen_random_uuid(), 'Atenolol'),
  (gen_random_uuid(), 'Atorvastatin'),
  (gen_random_uuid(), 'Bisoprolol'),
  (gen_random_uuid(), 'Calcium Carbonate'),
  (gen_random_uuid(), 'Carbidopa/Levodopa'),
  (gen_random_uuid(), 'Carvedilol'),
  (gen_random_uuid(), 'Cetirizine'),
  (gen_random_uuid(), 'Citalopram'),
  (gen_random_uuid(), 'Clopidogrel'),
  (gen_random_uuid(), 'Dapagliflozin'),
  (gen_random_uuid(), 'Digoxin'),
  (gen_random_uuid(), 'Diltiazem'),
  (gen_random_uuid(), 'Docusate'),
  (gen_random_uuid(), 'Donepezil'),
  (gen_random_uuid(), 'Empagliflozin'),
  (gen_random_uuid(), 'Escitalopram'),
  (gen_random_uuid(), 'Famotidine'),
  (gen_random_uuid(), 'Furosemide'),
  (gen_random_uuid(), 'Gabapentin'),
  (gen_random_uuid(), 'Glimepiride'),
  (gen_random_uuid(), 'Glipizide'),
  (gen_random_uuid(), 'Hydrochlorothiazide'),
  (gen_random_uuid(), 'Hydrocodone/Acetaminophen'),
  (gen_random_uuid(), 'Ibuprofen'),
  (gen_random_uuid(), 'Insulin Glargine'),
  (gen_random_uuid(), 'Insulin Lispro'),
  (gen_random_uuid(), 'Isosorbide Mononitrate'),
  (gen_random_uuid(), 'Latanoprost'),
  (gen_random_uuid(), 'Levothyroxine'),
  (gen_random_uuid(), 'Lisinopril'),
  (gen_random_uuid(), 'Loratadine'),
  (gen_random_uuid(), 'Losartan'),
  (gen_random_uuid(), 'Meloxicam'),
  (gen_random_uuid(), 'Memantine'),
  (gen_random_uuid(), 'Metformin'),
  (gen_random_uuid(), 'Methotrexate'),
  (gen_random_uuid(), 'Metoprolol Succinate'),
  (gen_random_uuid(), 'Metoprolol Tartrate'),
  (gen_random_uuid(), 'Mirtazapine'),
  (gen_random_uuid(), 'Montelukast'),
  (gen_random_uuid(), 'Naproxen'),
  (gen_random_uuid(), 'Nitroglycerin'),
  (gen_random_uuid(), 'Omeprazole'),
  (gen_random_uuid(), 'Oxybutynin'),
  (gen_random_uuid(), 'Pantoprazole'),
  (gen_random_uuid(), 'Potassium Chloride'),
  (gen_random_uuid(), 'Pravastatin'),
  (gen_random_uuid(), 'Prednisone'),
  (gen_random_uuid(), 'Quetiapine'),
  (gen_random_uuid(), 'Ramipril'),
  (gen_random_uuid(), 'Rivaroxaban'),
  (gen_random_uuid(), 'Rosuvastatin'),
  (gen_random_uuid(), 'Sertraline'),
  (gen_random_uuid(), 'Simvastatin'),
  (gen_random_uuid(), 'Spironolactone'),
  (gen_random_uuid(), 'Tamsulosin'),
  (gen_random_uuid(), 'Tiotropium'),
  (gen_random_uuid(), 'Tramadol'),
  (gen_random_uuid(), 'Trazodone'),
  (gen_random_uuid(), 'Valsartan'),
  (gen_random_uuid(), 'Vitamin B12'),
  (gen_random_uuid(), 'Vitamin D3'),
  (gen_random_uuid(), 'Warfarin');

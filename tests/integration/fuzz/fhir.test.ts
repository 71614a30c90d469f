import { fuzzGroup } from "./run.js";

// The contract-driven fuzz of this group's routes: see README.md (how it works, how to replay a seed).
fuzzGroup("fhir");

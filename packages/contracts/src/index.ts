export * from "./envelope.js";
export * from "./roles.js";
export * from "./route.js";
export * from "./auth-claims.js";
export * from "./config-keys.js";
export * from "./constants.js";
export * from "./routes/index.js";

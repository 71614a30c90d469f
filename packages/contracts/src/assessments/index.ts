export * from "./kinds.js";
export * from "./form.js";
export * from "./scoring.js";
export * from "./cursor.js";

import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API serves the built portal on its own origin (apps/api/src/plugins/web.ts), so the bundle uses
// root-relative /api calls; in development the Vite server forwards /api to the API on port 4000.
export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: "http://127.0.0.1:4000", changeOrigin: false } },
  },
  preview: { host: "127.0.0.1", port: 14173, strictPort: true },
});

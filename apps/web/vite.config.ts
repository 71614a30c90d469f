import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API serves the built portal on its own origin (apps/api/src/plugins/web.ts), so the bundle uses
// root-relative /api calls; in development the Vite server forwards /api to the API on port 4000.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the portal: separate files stay cached across releases.
        codeSplitting: {
          groups: [
            { name: "mui", test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
            { name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/ },
            { name: "vendor", test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: "127.0.0.1",
    proxy: { "/api": { target: "http://127.0.0.1:4000", changeOrigin: false } },
  },
  preview: { host: "127.0.0.1", port: 14173, strictPort: true },
});

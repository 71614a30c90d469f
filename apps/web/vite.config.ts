import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { initialJsSize } from "./vite-plugins/initial-js-size.ts";

// The API serves the built portal on its own origin (apps/api/src/plugins/web.ts), so the bundle uses
// root-relative /api calls; in development the Vite server forwards /api to the API on port 4000.
export default defineConfig({
  // Issue 10: the first download (entry chunk + its static imports) stays under 400 kB gzip; the build fails above.
  plugins: [react(), initialJsSize({ limitKb: 400 })],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the portal: separate files stay cached across releases.
        // Only modules of the first download ($initial) go into these groups: a library that only lazily loaded
        // pages use (pickers, charts, the map) stays out of them and arrives with the first page that needs it.
        codeSplitting: {
          groups: [
            { name: "mui", test: /node_modules[\\/](@mui|@emotion)[\\/]/, tags: ["$initial"] },
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              tags: ["$initial"],
            },
            { name: "zod", test: /node_modules[\\/]zod[\\/]/, tags: ["$initial"] },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"] },
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

import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** The chunk fields this plugin reads (a subset of Rollup's / Rolldown's OutputChunk). */
interface ChunkLike {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  code: string;
}
type BundleLike = Record<string, ChunkLike | { type: "asset" }>;

export interface InitialJsReport {
  files: string[];
  gzipBytes: number;
}

/** The entry chunk(s) and every chunk they import statically: what a browser must fetch before the first screen. */
export function initialJs(bundle: BundleLike): InitialJsReport {
  const chunks = new Map<string, ChunkLike>();
  for (const item of Object.values(bundle)) if (item.type === "chunk") chunks.set(item.fileName, item);
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  const files = [...seen].sort();
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(chunks.get(f)?.code ?? "", { level: 9 }).length, 0);
  return { files, gzipBytes };
}

/**
 * Prints the portal's initial JavaScript size (gzip) after every build and fails the build above `limitKb`
 * (issue 10: under 400 KB). Lazily loaded pages are not counted: they are fetched when opened.
 */
export function initialJsSize({ limitKb }: { limitKb: number }): Plugin {
  return {
    name: "care-initial-js-size",
    apply: "build",
    generateBundle(_options, bundle) {
      const { files, gzipBytes } = initialJs(bundle as unknown as BundleLike);
      const kb = (gzipBytes / 1000).toFixed(1);
      const line = `initial JavaScript: ${kb} kB gzip in ${files.length} files (limit ${limitKb} kB): ${files.join(", ")}`;
      if (gzipBytes > limitKb * 1000) this.error(`${line}. Load more of it lazily (app/routing/pages.ts).`);
      // Printed on its own line so `npm run build` (and npm start) always show it.
      console.log(`\n${line}\n`);
    },
  };
}

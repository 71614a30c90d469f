import { statSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * `--shard=i/n` by weight instead of by count: vitest's own sharding deals the files out by a hash of their paths,
 * so one browser lane could get screens, access and the reachability walk and the other only short files. Here each
 * file goes, heaviest first, to the lightest shard so far (a greedy balance), weighed by its size in bytes: a file's
 * tests grow with its text, and the size is the same on every machine and in every lane, so the lanes agree on who
 * runs what without talking to each other (a fresh clone has no durations cached). scripts/test.mjs runs the
 * browser files as two such shards side by side.
 */
export class SizeShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const weighed = files
      .map((spec) => ({ spec, weight: statSync(spec.moduleId).size }))
      .sort((a, b) => b.weight - a.weight || (a.spec.moduleId < b.spec.moduleId ? -1 : 1));
    const loads = new Array<number>(count).fill(0);
    const mine: TestSpecification[] = [];
    for (const { spec, weight } of weighed) {
      let lightest = 0;
      for (let i = 1; i < count; i++) if ((loads[i] ?? 0) < (loads[lightest] ?? 0)) lightest = i;
      loads[lightest] = (loads[lightest] ?? 0) + weight;
      if (lightest === index - 1) mine.push(spec);
    }
    return mine;
  }
}

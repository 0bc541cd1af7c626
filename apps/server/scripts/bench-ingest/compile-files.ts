/**
 * One timed pass of the CPU-bound ingest over release files, with the ingest code of any checkout
 * of WAC: `tsx compile-files.ts <checkout root> <file list>` prints one JSON line (releases,
 * ocids, wall and CPU seconds). Run in a fresh process per pass, so two checkouts compared on the
 * same files start from the same state (no JIT warmed by the other). The code is loaded from the
 * checkout given, so a commit from before a change can be measured on today's input files.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Release = { ocid: string };
export type IngestCode = {
  parseReleasePackage: (body: Uint8Array) => { releases: Release[] };
  compileOcid: (source: string, releases: Release[]) => unknown;
  sourceFromOcid: (ocid: string) => string | null;
};

async function loadIngestCode(root: string): Promise<IngestCode> {
  const load = (name: string) =>
    import(pathToFileURL(path.join(root, 'apps/server/src/modules/ingest', `${name}.ts`)).href);
  const [parse, compile, sources] = await Promise.all([
    load('parse-release-package'),
    load('compile-ocid'),
    load('source-systems'),
  ]);
  return {
    parseReleasePackage: parse.parseReleasePackage,
    compileOcid: compile.compileOcid,
    sourceFromOcid: sources.sourceFromOcid,
  };
}

/** Parse every file, group its releases by ocid and compile each ocid, as the ingest does. */
export async function compileFiles(code: IngestCode, files: string[], onFile?: () => void) {
  let releases = 0;
  let ocids = 0;
  for (const file of files) {
    const parsed = code.parseReleasePackage(await readFile(file));
    const byOcid = new Map<string, Release[]>();
    for (const release of parsed.releases) {
      const group = byOcid.get(release.ocid);
      if (group) group.push(release);
      else byOcid.set(release.ocid, [release]);
    }
    for (const [ocid, group] of byOcid) {
      code.compileOcid(code.sourceFromOcid(ocid) ?? 'ContractsFinder', group);
    }
    releases += parsed.releases.length;
    ocids += byOcid.size;
    onFile?.();
  }
  return { releases, ocids };
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  const [root, listFile] = process.argv.slice(2);
  const files = JSON.parse(await readFile(listFile, 'utf8')) as string[];
  const code = await loadIngestCode(path.resolve(root));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const result = await compileFiles(code, files);
  const cpu = process.cpuUsage(cpuStarted);
  console.log(
    JSON.stringify({
      ...result,
      wallSeconds: (performance.now() - started) / 1000,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    }),
  );
}

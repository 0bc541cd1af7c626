/**
 * Summarises a V8 CPU profile (`.cpuprofile`, from `node --cpu-prof` or bench:rare-word-trace's
 * BENCH_CPU_PROFILE) per request: where the process's time went, by module and by function.
 *
 *   npx tsx apps/server/scripts/summarise-cpu-profile.ts <file> <requests> [first function]
 *
 * Samples before the first one inside `first function` (e.g. searchOpportunities: the server's
 * startup) are left out, and idle ones always. A sample's time goes to the innermost frame of our
 * code or a package (Node's own internals count for whoever called them: a socket write for the
 * pg driver). Printed in ms a request: by module; by function of the modules in MODULES (comma
 * separated, e.g. `pg,fastify`) when set; and inclusive (a function and everything it called).
 */
import { readFileSync } from 'node:fs';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const [file, requestsText, firstFunction] = process.argv.slice(2);
if (!file || !requestsText) throw new Error('usage: <file.cpuprofile> <requests> [first function]');
const requests = Number(requestsText);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** A package's name, our source file's path, or Node's module. */
function moduleOf(url: string): string {
  if (!url) return '(native)';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  const ours = /apps\/server\/(?:src|scripts|dist)\/(.*)$/.exec(url);
  return ours ? ours[1]! : url.replace(/^file:\/\//, '');
}
const isOwner = (node: ProfileNode) =>
  node.callFrame.url !== '' && !node.callFrame.url.startsWith('node:');
const functionOf = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${moduleOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

const byModule = new Map<string, number>();
const byFunction = new Map<string, number>();
const inclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms);
const wanted = new Set((process.env.MODULES ?? '').split(',').filter(Boolean));
let isStarted = !firstFunction;
let busy = 0;
for (const [index, sample] of profile.samples.entries()) {
  const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
  const stack: ProfileNode[] = [];
  for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
    stack.push(byId.get(id)!);
  }
  isStarted ||= stack.some((node) => node.callFrame.functionName === firstFunction);
  const leaf = stack[0]!;
  if (!isStarted || leaf.callFrame.functionName === '(idle)') continue;
  busy += ms;
  const owner = stack.find(isOwner);
  const module = owner
    ? moduleOf(owner.callFrame.url)
    : `${moduleOf(leaf.callFrame.url)} ${leaf.callFrame.functionName}`;
  add(byModule, module, ms);
  if (owner && wanted.has(module)) add(byFunction, functionOf(owner), ms);
  for (const key of new Set(stack.filter(isOwner).map(functionOf))) add(inclusive, key, ms);
}

const show = (title: string, map: Map<string, number>, rows: number) => {
  console.log(`\n${title} (ms a request)`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(ms / requests).toFixed(3).padStart(8)}  ${key}`);
  }
};
console.log(`busy ${(busy / requests).toFixed(2)} ms a request (${requests} requests)`);
show('by module', byModule, 30);
if (wanted.size > 0) show(`by function of ${[...wanted].join(', ')}`, byFunction, 40);
show('inclusive', inclusive, Number(process.env.ROWS ?? 60));

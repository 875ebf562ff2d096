// Loaded into the API by the benchmarks (NODE_OPTIONS=--require, never by the product): how long the event
// loop was held by the process's own work. A timer due every 5 ms notes how late it ran and how much CPU the
// main thread used meanwhile; the smaller of the two is time the process itself kept the loop from turning
// (on a shared machine, lateness alone also counts the turns other processes took). The longest such stall
// and how many exceeded 100 ms are written to BENCH_STALL_FILE every second and when asked (SIGUSR2).
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_STALL_FILE;
const INTERVAL_MS = 5;
let last = performance.now();
let lastCpu = process.threadCpuUsage();
let worst = 0;
let over100 = 0;
// The largest V8 heap and off-heap (Buffers) figures seen, in MB: where the resident memory went.
const memory = { heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };

function write() {
  writeFileSync(file, JSON.stringify({ worst, over100, memory }));
}

setInterval(() => {
  const now = performance.now();
  const cpu = process.threadCpuUsage(lastCpu);
  const held = Math.min(now - last, (cpu.user + cpu.system) / 1000) - INTERVAL_MS;
  if (held > worst) worst = held;
  if (held > 100) over100 += 1;
  last = now;
  lastCpu = process.threadCpuUsage();
}, INTERVAL_MS).unref();
setInterval(() => {
  const usage = process.memoryUsage();
  for (const key of Object.keys(memory))
    memory[key] = Math.max(memory[key], Math.round(usage[key] / 2 ** 20));
}, 100).unref();
setInterval(write, 1000).unref();
process.on('SIGUSR2', () => {
  write();
  worst = 0;
  over100 = 0;
  for (const key of Object.keys(memory)) memory[key] = 0;
});

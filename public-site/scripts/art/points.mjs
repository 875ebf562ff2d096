/** Point-based motifs: clusters, networks, maps, flows, layers. */
import { rng, palette, accents, backdrop, svg, smooth, f, inAfrica, CITIES } from './kit.mjs';

const setup = ({ width, height, seed, hue }, grid = true) => {
  const r = rng(seed);
  const accent = accents[hue] ?? accents.gold;
  return { r, accent, width, height, head: backdrop({ width, height, r, accent, grid }) };
};

const dot = (x, y, rad, fill, op = 1) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad)}" fill="${fill}" fill-opacity="${f(op)}"/>`;
const halo = (x, y, rad, color) =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 2.6)}" fill="${color}" fill-opacity="0.18" filter="url(#blur)"/>` +
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rad * 1.8)}" fill="none" stroke="${color}" stroke-opacity="0.55" stroke-width="1.5"/>` +
  dot(x, y, rad, color);

function arc([x1, y1], [x2, y2], lift = 0.25) {
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 - Math.hypot(x2 - x1, y2 - y1) * lift;
  return `M${f(x1)},${f(y1)} Q${f(mx)},${f(my)} ${f(x2)},${f(y2)}`;
}

/** Dots filling the Africa silhouette inside the box (x, y, size). */
function africaDots({ r, x, y, size, step, color, accent }) {
  let out = '';
  for (let u = 0; u <= 1; u += step / size) {
    for (let v = 0; v <= 1; v += step / size) {
      if (!inAfrica(u, v)) continue;
      const hot = r() < 0.08;
      out += dot(
        x + u * size,
        y + v * size,
        step * (hot ? 0.3 : 0.22),
        hot ? accent : color,
        hot ? 0.9 : r.range(0.25, 0.55),
      );
    }
  }
  return out;
}

export function dotmap(opts) {
  const { r, accent, width, height, head } = setup(opts, false);
  const size = height * 0.86;
  const x = (width - size) / 2;
  const y = height * 0.07;
  let body = africaDots({ r, x, y, size, step: size / 42, color: palette.gold, accent });
  const cities = Object.values(CITIES).slice(0, r.int(4, 7));
  const at = ([u, v]) => [x + u * size, y + v * size];
  const hub = at(CITIES.nairobi);
  for (const c of cities)
    if (c !== CITIES.nairobi)
      body += `<path d="${arc(hub, at(c), 0.3)}" fill="none" stroke="${palette.goldLight}" stroke-opacity="0.6" stroke-width="2"/>`;
  for (const c of cities) body += halo(...at(c), 5, c === CITIES.nairobi ? palette.goldLight : accent);
  return svg(opts, head + body);
}

export function hero(opts) {
  const { r, width, height, head } = setup(opts, false);
  // Text sits on the left: keep it calm there; the map and arcs live on the right.
  const size = height * 0.92;
  const x = width - size - width * 0.04;
  const y = height * 0.04;
  let body = africaDots({ r, x, y, size, step: size / 56, color: palette.gold, accent: accents.teal });
  const at = ([u, v]) => [x + u * size, y + v * size];
  const hub = at(CITIES.nairobi);
  for (const c of Object.values(CITIES)) {
    if (c !== CITIES.nairobi)
      body += `<path d="${arc(hub, at(c), 0.35)}" fill="none" stroke="${palette.goldLight}" stroke-opacity="0.55" stroke-width="2.5"/>`;
  }
  for (const c of Object.values(CITIES))
    body += halo(...at(c), 6, c === CITIES.nairobi ? palette.goldLight : accents.teal);
  const pts = [];
  for (let i = 0; i < 24; i += 1)
    pts.push([(i * (width * 0.62)) / 23, height * (0.9 - 0.012 * i) - Math.abs(r.gauss()) * height * 0.07]);
  // The chart fades out towards its end, under the map: a wide screen shows the whole picture, so the
  // area must not stop at a hard vertical edge.
  const chart = `<path d="${smooth(pts)} L${f(width * 0.62)},${f(height)} L0,${f(height)} Z" fill="url(#areaGold)" fill-opacity="0.6"/>
    <path d="${smooth(pts)}" fill="none" stroke="${palette.gold}" stroke-opacity="0.7" stroke-width="2.5"/>`;
  body += `<g mask="url(#heroChartEnd)">${chart}</g>`;
  body += `<rect width="${width}" height="${height}" fill="url(#heroFade)"/>`;
  const fade = `<defs><linearGradient id="heroFade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.bg}" stop-opacity="0.7"/><stop offset="0.5" stop-color="${palette.bg}" stop-opacity="0.15"/><stop offset="1" stop-color="${palette.bg}" stop-opacity="0"/></linearGradient>
    <linearGradient id="heroChartEndFade" gradientUnits="userSpaceOnUse" x1="${f(width * 0.36)}" y1="0" x2="${f(width * 0.62)}" y2="0"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
    <mask id="heroChartEnd" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#heroChartEndFade)"/></mask></defs>`;
  return svg(opts, head + fade + body);
}

export function network(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const nodes = Array.from({ length: 34 }, () => [
    r.range(0.06, 0.94) * width,
    r.range(0.08, 0.92) * height,
    r(),
  ]);
  let edges = '';
  nodes.forEach((a, i) => {
    nodes.slice(i + 1).forEach((b) => {
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      if (d < width * 0.2)
        edges += `<line x1="${f(a[0])}" y1="${f(a[1])}" x2="${f(b[0])}" y2="${f(b[1])}" stroke="${palette.gold}" stroke-opacity="${f(0.5 - d / width)}" stroke-width="1.5"/>`;
    });
  });
  const dots = nodes
    .map(([x, y, k]) =>
      k > 0.85
        ? halo(x, y, 7, k > 0.93 ? accent : palette.goldLight)
        : dot(x, y, 3 + k * 4, k > 0.5 ? palette.gold : accent, 0.85),
    )
    .join('');
  return svg(opts, head + edges + dots);
}

export function clusters(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const centers = Array.from({ length: 5 }, (_, i) => [
    width * (0.15 + i * 0.17 + r.range(-0.03, 0.03)),
    height * r.range(0.25, 0.75),
  ]);
  let body = '';
  centers.forEach(([cx, cy], i) => {
    const color = i % 2 ? accent : palette.goldLight;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(height * 0.17)}" fill="${color}" fill-opacity="0.06" stroke="${color}" stroke-opacity="0.25" stroke-dasharray="3 6"/>`;
    for (let k = 0; k < 70; k += 1)
      body += dot(
        cx + r.gauss() * height * 0.16,
        cy + r.gauss() * height * 0.16,
        r.range(1.5, 4),
        color,
        r.range(0.35, 0.9),
      );
  });
  for (let i = 0; i < centers.length - 1; i += 1)
    body += `<path d="${arc(centers[i], centers[i + 1], 0.2)}" fill="none" stroke="${palette.gold}" stroke-opacity="0.45" stroke-width="2"/>`;
  return svg(opts, head + body);
}

export function anomaly(opts) {
  const { r, width, height, head } = setup({ ...opts, hue: 'blue' });
  let body = '';
  for (let k = 0; k < 380; k += 1) {
    const x = r.range(0.05, 0.95);
    const y = 0.6 - x * 0.3 + r.gauss() * 0.1;
    body += dot(x * width, y * height, r.range(2, 3.5), accents.blue, r.range(0.25, 0.6));
  }
  for (let k = 0; k < 7; k += 1)
    body += halo(
      r.range(0.1, 0.9) * width,
      r.range(0.1, 0.3) * height + (k % 2) * height * 0.55,
      5,
      k % 3 ? palette.goldLight : palette.danger,
    );
  body += `<line x1="${f(width * 0.05)}" y1="${f(height * 0.585)}" x2="${f(width * 0.95)}" y2="${f(height * 0.315)}" stroke="${palette.gold}" stroke-width="2.5" stroke-dasharray="10 8"/>`;
  return svg(opts, head + body);
}

export function cleanse(opts) {
  const { r, accent, width, height, head } = setup(opts);
  let body = `<rect x="${f(width * 0.48)}" y="${f(height * 0.08)}" width="${f(width * 0.04)}" height="${f(height * 0.84)}" rx="8" fill="url(#goldFill)" fill-opacity="0.85"/>`;
  for (let k = 0; k < 160; k += 1)
    body += dot(
      r.range(0.05, 0.44) * width,
      r.range(0.1, 0.9) * height,
      r.range(2, 4.5),
      k % 5 ? palette.muted : palette.danger,
      r.range(0.35, 0.85),
    );
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 12; col += 1)
      body += dot(
        width * (0.57 + col * 0.033),
        height * (0.2 + row * 0.085),
        4,
        row % 3 === 0 ? accent : palette.goldLight,
        0.85,
      );
  }
  return svg(opts, head + body);
}

export function pipeline(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const hub = [width * 0.52, height * 0.5];
  const sources = [0.18, 0.38, 0.62, 0.82].map((v) => [width * 0.1, height * v]);
  const sinks = [0.3, 0.7].map((v) => [width * 0.9, height * v]);
  let body = '';
  const flow = ([x1, y1], [x2, y2], color) => {
    const mx = (x1 + x2) / 2;
    const d = `M${f(x1)},${f(y1)} C${f(mx)},${f(y1)} ${f(mx)},${f(y2)} ${f(x2)},${f(y2)}`;
    return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="0.25" stroke-width="12" stroke-linecap="round"/><path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-dasharray="${r.int(10, 22)} ${r.int(10, 18)}" stroke-linecap="round"/>`;
  };
  sources.forEach((s, i) => (body += flow(s, hub, i % 2 ? accent : palette.gold)));
  sinks.forEach((s) => (body += flow(hub, s, palette.goldLight)));
  sources.forEach(
    ([x, y]) =>
      (body += `<rect x="${f(x - 26)}" y="${f(y - 18)}" width="52" height="36" rx="8" fill="${palette.surface2}" stroke="${palette.gold}" stroke-opacity="0.6"/>`),
  );
  sinks.forEach(
    ([x, y]) =>
      (body += `<rect x="${f(x - 30)}" y="${f(y - 30)}" width="60" height="60" rx="12" fill="${palette.surface2}" stroke="${accent}" stroke-width="2"/>`),
  );
  body += halo(hub[0], hub[1], 22, palette.goldLight);
  return svg(opts, head + body);
}

export function lake(opts) {
  const { r, accent, width, height, head } = setup(opts);
  let body = '';
  for (let layer = 0; layer < 6; layer += 1) {
    const base = height * (0.42 + layer * 0.09);
    const pts = Array.from({ length: 9 }, (_, i) => [
      (i / 8) * width,
      base + Math.sin(i * 0.9 + layer) * height * 0.025 + r.gauss() * 6,
    ]);
    const color = layer % 2 ? accent : palette.gold;
    body += `<path d="${smooth(pts)} L${width},${height} L0,${height} Z" fill="${color}" fill-opacity="${f(0.08 + layer * 0.035)}"/>`;
    body += `<path d="${smooth(pts)}" fill="none" stroke="${color}" stroke-opacity="0.6" stroke-width="2"/>`;
  }
  for (let s = 0; s < 5; s += 1) {
    const x = width * (0.15 + s * 0.17);
    body += `<path d="M${f(x)},${f(height * 0.05)} C${f(x)},${f(height * 0.25)} ${f(x + 30)},${f(height * 0.25)} ${f(x + 30)},${f(height * 0.42)}" fill="none" stroke="${palette.goldLight}" stroke-width="2.5" stroke-dasharray="3 8" stroke-linecap="round"/>`;
    body += dot(x, height * 0.05, 6, s % 2 ? accent : palette.goldLight);
  }
  return svg(opts, head + body);
}

export function grid(opts) {
  const { r, accent, width, height, head } = setup(opts, false);
  const cols = 6;
  const rows = 9;
  const m = width * 0.1;
  const cw = (width - m * 2) / cols;
  const rh = (height - m) / rows;
  let body = `<rect x="${f(m)}" y="${f(m / 2)}" width="${f(width - m * 2)}" height="${f(rh * rows)}" rx="12" fill="${palette.surface}" stroke="rgba(255,255,255,0.1)"/>`;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const filled = row < 6 || (row === 6 && col < 3);
      const w = cw * r.range(0.3, 0.75);
      if (filled)
        body += `<rect x="${f(m + col * cw + 14)}" y="${f(m / 2 + row * rh + rh * 0.35)}" width="${f(w)}" height="${f(rh * 0.3)}" rx="4" fill="${row === 0 ? palette.goldLight : col === 0 ? accent : palette.gold}" fill-opacity="${row === 0 ? 0.9 : 0.45}"/>`;
    }
    body += `<line x1="${f(m)}" y1="${f(m / 2 + (row + 1) * rh)}" x2="${f(width - m)}" y2="${f(m / 2 + (row + 1) * rh)}" stroke="rgba(255,255,255,0.07)"/>`;
  }
  body += `<rect x="${f(m)}" y="${f(m / 2 + 6 * rh)}" width="${f(width - m * 2)}" height="${f(rh)}" fill="${palette.goldLight}" fill-opacity="0.12"/>`;
  body += `<rect x="${f(m + 3 * cw + 12)}" y="${f(m / 2 + 6 * rh + rh * 0.28)}" width="3" height="${f(rh * 0.44)}" fill="${palette.goldLight}"/>`;
  return svg(opts, head + body);
}

export function routes(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const stops = Array.from({ length: 26 }, () => [r.range(0.06, 0.94) * width, r.range(0.1, 0.9) * height]);
  // The optimised route: a left-to-right tour through a few of the stops.
  const path = stops.filter((_, i) => i % 3 === 0).sort((a, b) => a[0] - b[0]);
  let body = stops.map(([x, y]) => dot(x, y, 4, accent, 0.5)).join('');
  for (let i = 0; i < 10; i += 1) {
    const a = r.pick(stops);
    const b = r.pick(stops);
    body += `<path d="${arc(a, b, 0.15)}" fill="none" stroke="rgba(255,255,255,0.12)" stroke-width="1.5" stroke-dasharray="4 6"/>`;
  }
  body += `<path d="M${path.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')}" fill="none" stroke="${palette.goldLight}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  body += path
    .map(([x, y], i) =>
      i === 0 || i === path.length - 1 ? halo(x, y, 7, palette.goldLight) : dot(x, y, 5, palette.gold),
    )
    .join('');
  return svg(opts, head + body);
}

export function contours(opts) {
  const { r, accent, width, height, head } = setup(opts, false);
  let body = '';
  const peaks = [
    [0.3, 0.45],
    [0.7, 0.55],
  ].map(([u, v]) => [u * width, v * height]);
  peaks.forEach(([cx, cy], p) => {
    for (let ring = 1; ring <= 9; ring += 1) {
      const pts = Array.from({ length: 13 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        const rad = ring * height * 0.05 * (1 + 0.12 * Math.sin(a * 3 + p + ring * 0.4) + r.gauss() * 0.03);
        return [cx + Math.cos(a) * rad * 1.4, cy + Math.sin(a) * rad];
      });
      const color = ring % 3 === 0 ? palette.goldLight : p ? accent : palette.gold;
      body += `<path d="${smooth(pts)} Z" fill="none" stroke="${color}" stroke-opacity="${f(0.85 - ring * 0.06)}" stroke-width="${ring % 3 === 0 ? 2.5 : 1.5}"/>`;
    }
    body += halo(cx, cy, 6, palette.goldLight);
  });
  return svg(opts, head + body);
}

export function burst(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const [cx, cy] = [width * 0.5, height * 0.5];
  let body = '';
  for (let i = 0; i < 60; i += 1) {
    const a = r.range(0, Math.PI * 2);
    const len = height * r.range(0.15, 0.48);
    const x = cx + Math.cos(a) * len;
    const y = cy + Math.sin(a) * len;
    const color = i % 4 ? palette.gold : accent;
    body += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(x)}" y2="${f(y)}" stroke="${color}" stroke-opacity="${f(r.range(0.15, 0.55))}" stroke-width="1.5"/>`;
    body += dot(x, y, r.range(2, 6), color, r.range(0.5, 1));
  }
  body += halo(cx, cy, 18, palette.goldLight);
  return svg(opts, head + body);
}

export function spark(opts) {
  const { r, accent, width, height, head } = setup(opts);
  // 2015: one office, a handful of first connections.
  const [cx, cy] = [width * 0.42, height * 0.52];
  let body = '';
  for (let i = 0; i < 5; i += 1) {
    const p = [cx + r.range(0.15, 0.38) * width * (i % 2 ? 1 : -0.7), cy + r.range(-0.35, 0.35) * height];
    body +=
      `<path d="${arc([cx, cy], p, 0.2)}" fill="none" stroke="${palette.gold}" stroke-opacity="0.6" stroke-width="2" stroke-dasharray="6 6"/>` +
      dot(p[0], p[1], 6, accent, 0.8);
  }
  for (let ring = 1; ring <= 4; ring += 1)
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${ring * 38}" fill="none" stroke="${palette.goldLight}" stroke-opacity="${f(0.45 - ring * 0.09)}"/>`;
  body += halo(cx, cy, 16, palette.goldLight);
  return svg(opts, head + body);
}

export function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${palette.bg}"/><rect x="12" y="34" width="8" height="18" rx="2" fill="${palette.gold}"/><rect x="24" y="24" width="8" height="28" rx="2" fill="${palette.gold}"/><rect x="36" y="30" width="8" height="22" rx="2" fill="${palette.gold}"/><circle cx="48" cy="16" r="6" fill="${palette.goldLight}"/><path d="M16 30 L28 20 L40 26 L48 16" fill="none" stroke="${palette.goldLight}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;
}

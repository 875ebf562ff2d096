/** Drawing kit shared by the motifs: seeded randomness, the brand palette, the common backdrop. */

/** mulberry32: tiny seeded PRNG so every image is reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.range = (min, max) => min + next() * (max - min);
  next.int = (min, max) => Math.floor(next.range(min, max + 1));
  next.pick = (list) => list[Math.floor(next() * list.length)];
  next.gauss = () => (next() + next() + next() + next() - 2) / 2;
  return next;
}

export const palette = {
  bg: '#0a0e1a',
  bg2: '#141b30',
  surface: '#121829',
  surface2: '#1a2236',
  line: 'rgba(255,255,255,0.07)',
  text: '#f5f3ee',
  muted: '#5d6780',
  gold: '#d4a017',
  goldLight: '#f0c040',
  danger: '#f87171',
};

/** Secondary accent per image keeps a set of cards distinct while staying on brand. */
export const accents = { gold: '#f0c040', teal: '#2dd4bf', blue: '#7cb3ff', green: '#4ade80' };

export const f = (n) => Number(n.toFixed(1));

/** A gradient's two stops, each [colour, opacity]; a stop without an opacity is opaque. */
function stops(...colours) {
  return colours
    .map(([colour, opacity], offset) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${colour}"${alpha}/>`;
    })
    .join('');
}

/** A top-to-bottom gradient the charts fill their bars and areas with. */
function fade(id, from, to) {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
      ${stops(from, to)}
    </linearGradient>`;
}

/** Dark gradient, a soft glow of the accent and a faint chart grid. */
export function backdrop({ width, height, r, accent, grid = true }) {
  const gx = f(r.range(0.2, 0.8) * width);
  const gy = f(r.range(0.2, 0.7) * height);
  const step = Math.round(width / 16);
  let lines = '';
  if (grid) {
    for (let x = step; x < width; x += step) lines += `<line x1="${x}" y1="0" x2="${x}" y2="${height}"/>`;
    for (let y = step; y < height; y += step) lines += `<line x1="0" y1="${y}" x2="${width}" y2="${y}"/>`;
  }
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      ${stops([palette.bg], [palette.bg2])}
    </linearGradient>
    <radialGradient id="glow" cx="${gx}" cy="${gy}" r="${f(width * 0.55)}" gradientUnits="userSpaceOnUse">
      ${stops([accent, 0.22], [accent, 0])}
    </radialGradient>
    <radialGradient id="goldGlow" cx="${f(width - gx)}" cy="${f(height - gy * 0.6)}" r="${f(width * 0.45)}" gradientUnits="userSpaceOnUse">
      ${stops([palette.gold, 0.16], [palette.gold, 0])}
    </radialGradient>
    ${[
      fade('goldFill', [palette.goldLight], [palette.gold, 0.55]),
      fade('accentFill', [accent, 0.9], [accent, 0.25]),
      fade('areaGold', [palette.gold, 0.45], [palette.gold, 0]),
      fade('areaAccent', [accent, 0.35], [accent, 0]),
    ].join('\n    ')}
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <rect width="${width}" height="${height}" fill="url(#goldGlow)"/>
  <g stroke="${palette.line}" stroke-width="1">${lines}</g>`;
}

export function svg({ width, height }, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A smooth path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points) {
  if (points.length < 2) return '';
  let d = `M${f(points[0][0])},${f(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i += 1) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/** A random walk that trends upward, for line charts. */
export function series(r, count, { start = 0.35, drift = 0.03, noise = 0.08 } = {}) {
  const values = [];
  let v = start;
  for (let i = 0; i < count; i += 1) {
    v = Math.min(0.95, Math.max(0.05, v + drift + r.gauss() * noise));
    values.push(v);
  }
  return values;
}

/** Rough outline of Africa in unit coordinates, for dot maps (not cartography, just the silhouette). */
const AFRICA = [
  [0.28, 0.02],
  [0.45, 0.0],
  [0.55, 0.06],
  [0.68, 0.07],
  [0.76, 0.12],
  [0.8, 0.24],
  [0.87, 0.36],
  [1.0, 0.39],
  [0.93, 0.52],
  [0.84, 0.63],
  [0.81, 0.77],
  [0.71, 0.9],
  [0.6, 1.0],
  [0.5, 0.97],
  [0.46, 0.82],
  [0.43, 0.63],
  [0.4, 0.5],
  [0.36, 0.45],
  [0.25, 0.45],
  [0.12, 0.43],
  [0.04, 0.36],
  [0.0, 0.25],
  [0.07, 0.12],
  [0.17, 0.05],
];

export function inAfrica(x, y) {
  if ((x - 0.9) ** 2 / 0.0012 + (y - 0.8) ** 2 / 0.006 <= 1) return true; // Madagascar
  let inside = false;
  for (let i = 0, j = AFRICA.length - 1; i < AFRICA.length; j = i, i += 1) {
    const [xi, yi] = AFRICA[i];
    const [xj, yj] = AFRICA[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Cities we work in, in the same unit coordinates (Nairobi, Lagos, Kigali, Accra, Johannesburg, Cairo). */
export const CITIES = {
  nairobi: [0.82, 0.5],
  lagos: [0.33, 0.4],
  kigali: [0.72, 0.52],
  accra: [0.24, 0.42],
  johannesburg: [0.64, 0.84],
  cairo: [0.7, 0.1],
  dar: [0.83, 0.6],
};

/** Chart-like motifs: bars, lines, forecasts, dashboards, heatmaps, radial charts. */
import { rng, palette, accents, backdrop, svg, smooth, series, f } from './kit.mjs';

const setup = ({ width, height, seed, hue }) => {
  const r = rng(seed);
  const accent = accents[hue] ?? accents.gold;
  return { r, accent, width, height, head: backdrop({ width, height, r, accent }) };
};

function lineChart({ r, x, y, w, h, points = 14, stroke, area, dashedFrom, band }) {
  const values = series(r, points, { start: r.range(0.2, 0.4) });
  const pts = values.map((v, i) => [x + (i / (points - 1)) * w, y + h - v * h]);
  let out = '';
  if (band) {
    const upper = pts.map(([px, py], i) => [
      px,
      py - (i >= dashedFrom ? (i - dashedFrom + 1) * h * 0.03 : 0),
    ]);
    const lower = pts.map(([px, py], i) => [
      px,
      py + (i >= dashedFrom ? (i - dashedFrom + 1) * h * 0.03 : 0),
    ]);
    const tail = (list) => list.slice(Math.max(0, dashedFrom - 1));
    out += `<path d="${smooth(tail(upper))} L${smooth(tail(lower).reverse()).slice(1)} Z" fill="${band}" fill-opacity="0.16"/>`;
  }
  if (area)
    out += `<path d="${smooth(pts)} L${f(x + w)},${f(y + h)} L${f(x)},${f(y + h)} Z" fill="${area}"/>`;
  if (dashedFrom) {
    out += `<path d="${smooth(pts.slice(0, dashedFrom))}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`;
    out += `<path d="${smooth(pts.slice(dashedFrom - 1))}" fill="none" stroke="${stroke}" stroke-width="3" stroke-dasharray="8 8" stroke-linecap="round"/>`;
  } else {
    out += `<path d="${smooth(pts)}" fill="none" stroke="${stroke}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return { out, pts };
}

function bars({ r, x, y, w, h, count, fill, gap = 0.35, rising = 0 }) {
  const bw = w / count;
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const v = Math.min(0.95, r.range(0.25, 0.8) + rising * (i / count));
    const bh = v * h;
    out += `<rect x="${f(x + i * bw + (bw * gap) / 2)}" y="${f(y + h - bh)}" width="${f(bw * (1 - gap))}" height="${f(bh)}" rx="3" fill="${fill}"/>`;
  }
  return out;
}

function panel(x, y, w, h) {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="14" fill="${palette.surface}" fill-opacity="0.88" stroke="rgba(255,255,255,0.09)"/>`;
}

function donut(cx, cy, radius, shares, colors, width = 18) {
  const c = 2 * Math.PI * radius;
  let offset = 0;
  let out = `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="rgba(255,255,255,0.06)" stroke-width="${width}"/>`;
  shares.forEach((share, i) => {
    const len = share * c;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${width}" stroke-dasharray="${f(len - 4)} ${f(c - len + 4)}" stroke-dashoffset="${f(-offset)}" transform="rotate(-90 ${f(cx)} ${f(cy)})"/>`;
    offset += len;
  });
  return out;
}

export function forecast(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const pad = width * 0.08;
  const chart = lineChart({
    r,
    x: pad,
    y: height * 0.18,
    w: width - pad * 2,
    h: height * 0.62,
    points: 16,
    stroke: palette.goldLight,
    area: 'url(#areaGold)',
    dashedFrom: 11,
    band: accent,
  });
  const ghost = bars({
    r,
    x: pad,
    y: height * 0.55,
    w: width - pad * 2,
    h: height * 0.3,
    count: 16,
    fill: 'rgba(255,255,255,0.06)',
  });
  const [lx, ly] = chart.pts[10];
  const marker = `<line x1="${f(lx)}" y1="${f(height * 0.12)}" x2="${f(lx)}" y2="${f(height * 0.86)}" stroke="${accent}" stroke-opacity="0.5" stroke-dasharray="4 6"/><circle cx="${f(lx)}" cy="${f(ly)}" r="7" fill="${palette.bg}" stroke="${palette.goldLight}" stroke-width="3"/>`;
  return svg(opts, head + ghost + chart.out + marker);
}

export function dashboard(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const m = width * 0.05;
  const g = width * 0.025;
  const colW = (width - m * 2 - g) / 2;
  let body = '';
  body += panel(m, m, colW * 1.25, height * 0.5);
  body += lineChart({
    r,
    x: m + 24,
    y: m + 30,
    w: colW * 1.25 - 48,
    h: height * 0.5 - 54,
    stroke: palette.goldLight,
    area: 'url(#areaGold)',
  }).out;
  const rx = m + colW * 1.25 + g;
  const rw = width - m - rx;
  body += panel(rx, m, rw, height * 0.5);
  body += donut(
    rx + rw / 2,
    m + height * 0.25,
    Math.min(rw, height * 0.5) * 0.28,
    [0.45, 0.3, 0.25],
    [palette.gold, accent, palette.muted],
    20,
  );
  const by = m + height * 0.5 + g;
  const bh = height - by - m;
  body += panel(m, by, width - m * 2, bh);
  body += bars({
    r,
    x: m + 24,
    y: by + 20,
    w: width - m * 2 - 48,
    h: bh - 40,
    count: 22,
    fill: 'url(#goldFill)',
    rising: 0.2,
  });
  body += bars({
    r,
    x: m + 24,
    y: by + bh * 0.45,
    w: width - m * 2 - 48,
    h: bh * 0.55 - 20,
    count: 22,
    fill: 'url(#accentFill)',
    gap: 0.7,
  });
  return svg(opts, head + body);
}

export function desk(opts) {
  const { r, accent, width, height, head } = setup(opts);
  // A laptop-shaped screen with a dashboard, a notebook and a cup: the workplace behind our culture pages.
  const sx = width * 0.14;
  const sy = height * 0.12;
  const sw = width * 0.52;
  const sh = height * 0.56;
  let body = `<rect x="${f(sx - 10)}" y="${f(sy - 10)}" width="${f(sw + 20)}" height="${f(sh + 20)}" rx="16" fill="#1c2438"/>`;
  body += `<rect x="${f(sx)}" y="${f(sy)}" width="${f(sw)}" height="${f(sh)}" rx="8" fill="${palette.bg}"/>`;
  body += lineChart({
    r,
    x: sx + 20,
    y: sy + 20,
    w: sw - 40,
    h: sh * 0.5,
    stroke: palette.goldLight,
    area: 'url(#areaGold)',
  }).out;
  body += bars({
    r,
    x: sx + 20,
    y: sy + sh * 0.6,
    w: sw * 0.55,
    h: sh * 0.32,
    count: 9,
    fill: 'url(#accentFill)',
  });
  body += donut(sx + sw * 0.82, sy + sh * 0.76, sh * 0.13, [0.6, 0.4], [palette.gold, accent], 12);
  body += `<path d="M${f(sx - 60)},${f(sy + sh + 14)} L${f(sx + sw + 60)},${f(sy + sh + 14)} L${f(sx + sw + 30)},${f(sy + sh + 36)} L${f(sx - 30)},${f(sy + sh + 36)} Z" fill="#262f47"/>`;
  const nx = width * 0.72;
  const ny = height * 0.6;
  body += `<g transform="rotate(-8 ${f(nx)} ${f(ny)})"><rect x="${f(nx)}" y="${f(ny)}" width="${f(width * 0.2)}" height="${f(height * 0.28)}" rx="6" fill="#e8e2d0" fill-opacity="0.9"/>`;
  for (let i = 1; i < 7; i += 1)
    body += `<line x1="${f(nx + 14)}" y1="${f(ny + i * height * 0.035)}" x2="${f(nx + width * 0.2 - 14)}" y2="${f(ny + i * height * 0.035)}" stroke="#8a93a8" stroke-opacity="0.6"/>`;
  body += `</g><circle cx="${f(width * 0.82)}" cy="${f(height * 0.28)}" r="${f(height * 0.09)}" fill="#262f47" stroke="${palette.gold}" stroke-width="4"/><circle cx="${f(width * 0.82)}" cy="${f(height * 0.28)}" r="${f(height * 0.06)}" fill="#3b2a14"/>`;
  return svg(opts, head + body);
}

export function heatmap(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const cols = 26;
  const rows = 12;
  const m = width * 0.06;
  const cell = (width - m * 2) / cols;
  const top = (height - cell * rows) / 2;
  let body = '';
  for (let c = 0; c < cols; c += 1) {
    for (let w = 0; w < rows; w += 1) {
      const v = Math.max(
        0,
        Math.min(1, 0.25 + 0.5 * Math.sin(c / 4 + w / 3) * 0.6 + r.gauss() * 0.35 + c / cols / 3),
      );
      const color = v > 0.7 ? palette.goldLight : v > 0.45 ? palette.gold : accent;
      const op = v > 0.45 ? f(0.35 + v * 0.6) : f(0.08 + v * 0.5);
      body += `<rect x="${f(m + c * cell + 2)}" y="${f(top + w * cell + 2)}" width="${f(cell - 4)}" height="${f(cell - 4)}" rx="4" fill="${color}" fill-opacity="${op}"/>`;
    }
  }
  return svg(opts, head + body);
}

export function radial(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const cx = width * 0.5;
  const cy = height * 0.52;
  let body = '';
  const count = 48;
  for (let i = 0; i < count; i += 1) {
    const a = (i / count) * Math.PI * 2 - Math.PI / 2;
    const len = height * r.range(0.08, 0.3);
    const r0 = height * 0.16;
    const color = i % 6 === 0 ? accent : palette.gold;
    body += `<line x1="${f(cx + Math.cos(a) * r0)}" y1="${f(cy + Math.sin(a) * r0)}" x2="${f(cx + Math.cos(a) * (r0 + len))}" y2="${f(cy + Math.sin(a) * (r0 + len))}" stroke="${color}" stroke-opacity="${f(r.range(0.45, 0.95))}" stroke-width="7" stroke-linecap="round"/>`;
  }
  body += donut(cx, cy, height * 0.1, [0.72, 0.28], [palette.goldLight, accent], 14);
  return svg(opts, head + body);
}

export function steps(opts) {
  const { r, accent, width, height, head } = setup(opts);
  const m = width * 0.1;
  const n = 6;
  const w = (width - m * 2) / n;
  let body = '';
  const tops = [];
  for (let i = 0; i < n; i += 1) {
    const h = height * (0.14 + i * 0.1 + r.range(0, 0.03));
    const x = m + i * w;
    const y = height * 0.86 - h;
    tops.push([x + w / 2, y - 26]);
    body += `<rect x="${f(x + 6)}" y="${f(y)}" width="${f(w - 12)}" height="${f(h)}" rx="8" fill="url(#goldFill)" fill-opacity="${f(0.35 + i * 0.11)}"/>`;
  }
  body += `<path d="${smooth(tops)}" fill="none" stroke="${accent}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>`;
  body += tops
    .map(
      ([x, y]) =>
        `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="${palette.bg}" stroke="${accent}" stroke-width="3"/>`,
    )
    .join('');
  return svg(opts, head + body);
}

export function poster(opts) {
  // The still frame of the home page's animated visualization (same layout as the live SVG).
  const { r, accent, width, height, head } = setup(opts);
  const m = width * 0.07;
  let body = bars({
    r,
    x: m,
    y: height * 0.4,
    w: width - m * 2,
    h: height * 0.48,
    count: 18,
    fill: 'url(#goldFill)',
    rising: 0.25,
  });
  body += lineChart({
    r,
    x: m,
    y: height * 0.14,
    w: width - m * 2,
    h: height * 0.5,
    points: 18,
    stroke: accent,
    area: 'url(#areaAccent)',
  }).out;
  return svg(opts, head + body);
}

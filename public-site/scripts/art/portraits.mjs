/**
 * Illustrated portraits of the sample team: flat, faceless busts in the brand's palette (a dark ground, a
 * gold halo of light behind the head), each with its own skin tone, hair or head covering, clothing and
 * accessories. Illustrations, never photographs: the sample team is fictional.
 */
import { f, palette, svg } from './kit.mjs';

const SKIN = {
  umber: { face: '#8a5636', shade: '#6f4129' },
  mahogany: { face: '#6b3f26', shade: '#55301c' },
  chestnut: { face: '#9c6544', shade: '#7e4d31' },
  ebony: { face: '#563320', shade: '#432617' },
  bronze: { face: '#a8714d', shade: '#8a5838' },
};
const HAIR = '#1d1511';

/** The figure's outline: shoulders and chest in the clothing colour, with a neckline. */
function torso({ width, height }, clothing, neckline) {
  const cx = width / 2;
  const top = height * 0.7;
  const body = `<path d="M${f(cx - width * 0.4)},${height} C${f(cx - width * 0.39)},${f(top + 20)} ${f(cx - width * 0.3)},${f(top - 8)} ${f(cx - width * 0.14)},${f(top - 14)} L${f(cx + width * 0.14)},${f(top - 14)} C${f(cx + width * 0.3)},${f(top - 8)} ${f(cx + width * 0.39)},${f(top + 20)} ${f(cx + width * 0.4)},${height} Z" fill="${clothing}"/>`;
  const lines = {
    blazer: `<path d="M${f(cx - 44)},${f(top - 12)} L${f(cx)},${f(top + 70)} L${f(cx + 44)},${f(top - 12)}" fill="none" stroke="rgba(0,0,0,0.35)" stroke-width="6" stroke-linejoin="round"/>
      <path d="M${f(cx - 26)},${f(top - 12)} L${f(cx)},${f(top + 34)} L${f(cx + 26)},${f(top - 12)} Z" fill="${palette.text}" opacity="0.9"/>`,
    crew: `<path d="M${f(cx - 36)},${f(top - 13)} Q${f(cx)},${f(top + 22)} ${f(cx + 36)},${f(top - 13)}" fill="none" stroke="rgba(0,0,0,0.3)" stroke-width="5"/>`,
    collar: `<path d="M${f(cx - 40)},${f(top - 14)} L${f(cx - 12)},${f(top + 26)} L${f(cx)},${f(top + 6)} L${f(cx + 12)},${f(top + 26)} L${f(cx + 40)},${f(top - 14)}" fill="none" stroke="rgba(255,255,255,0.35)" stroke-width="5" stroke-linejoin="round"/>`,
    jumper: `<path d="M${f(cx - 34)},${f(top - 13)} Q${f(cx)},${f(top + 14)} ${f(cx + 34)},${f(top - 13)}" fill="none" stroke="rgba(0,0,0,0.25)" stroke-width="10"/>`,
    none: '',
  };
  return body + lines[neckline];
}

/** Head, neck and ears, centred; returns the drawing and where the face is, for hair and glasses. */
function head({ width, height }, skin) {
  const cx = width / 2;
  const cy = height * 0.41;
  const rx = width * 0.155;
  const ry = height * 0.19;
  const neck = `<path d="M${f(cx - rx * 0.5)},${f(cy + ry * 0.6)} L${f(cx - rx * 0.55)},${f(height * 0.7)} Q${f(cx)},${f(height * 0.74)} ${f(cx + rx * 0.55)},${f(height * 0.7)} L${f(cx + rx * 0.5)},${f(cy + ry * 0.6)} Z" fill="${skin.shade}"/>`;
  const ears = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${f(cx + side * rx * 0.98)}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.16)}" ry="${f(ry * 0.2)}" fill="${skin.shade}"/>`,
    )
    .join('');
  // A soft shadow down one side gives the face its roundness.
  const face = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${skin.face}"/>
    <path d="M${f(cx + rx * 0.35)},${f(cy - ry * 0.93)} C${f(cx + rx * 1.25)},${f(cy - ry * 0.5)} ${f(cx + rx * 1.05)},${f(cy + ry * 0.85)} ${f(cx + rx * 0.2)},${f(cy + ry * 0.99)} C${f(cx + rx * 0.8)},${f(cy + ry * 0.5)} ${f(cx + rx * 0.85)},${f(cy - ry * 0.4)} ${f(cx + rx * 0.35)},${f(cy - ry * 0.93)} Z" fill="${skin.shade}" opacity="0.45"/>`;
  return { drawing: neck + ears + face, cx, cy, rx, ry };
}

const HAIRSTYLES = {
  /** Short natural hair close to the head. */
  natural: ({ cx, cy, rx, ry }) =>
    `<path d="M${f(cx - rx * 1.08)},${f(cy + ry * 0.1)} C${f(cx - rx * 1.3)},${f(cy - ry * 1.8)} ${f(cx + rx * 1.3)},${f(cy - ry * 1.8)} ${f(cx + rx * 1.08)},${f(cy + ry * 0.1)} C${f(cx + rx * 0.88)},${f(cy - ry * 0.72)} ${f(cx - rx * 0.88)},${f(cy - ry * 0.72)} ${f(cx - rx * 1.08)},${f(cy + ry * 0.1)} Z" fill="${HAIR}"/>`,
  /** Close-cropped. */
  crop: ({ cx, cy, rx, ry }) =>
    `<path d="M${f(cx - rx * 1.02)},${f(cy - ry * 0.05)} C${f(cx - rx * 1.1)},${f(cy - ry * 1.42)} ${f(cx + rx * 1.1)},${f(cy - ry * 1.42)} ${f(cx + rx * 1.02)},${f(cy - ry * 0.05)} C${f(cx + rx * 0.85)},${f(cy - ry * 0.72)} ${f(cx - rx * 0.85)},${f(cy - ry * 0.72)} ${f(cx - rx * 1.02)},${f(cy - ry * 0.05)} Z" fill="${HAIR}"/>`,
  /** Braids gathered in a high bun. */
  bun: (face) => {
    const { cx, cy, rx, ry } = face;
    const braids = [-0.6, -0.3, 0, 0.3, 0.6]
      .map(
        (x) =>
          `<path d="M${f(cx + rx * x * 1.1)},${f(cy - ry * 0.55)} Q${f(cx + rx * x * 0.7)},${f(cy - ry * 1.0)} ${f(cx)},${f(cy - ry * 1.12)}" fill="none" stroke="#3a2b22" stroke-width="3"/>`,
      )
      .join('');
    return `<circle cx="${f(cx)}" cy="${f(cy - ry * 1.3)}" r="${f(rx * 0.45)}" fill="${HAIR}"/>${HAIRSTYLES.crop(face)}${braids}`;
  },
  /** A rounded afro. */
  afro: ({ cx, cy, rx, ry }) =>
    `<ellipse cx="${f(cx)}" cy="${f(cy - ry * 0.35)}" rx="${f(rx * 1.45)}" ry="${f(ry * 1.05)}" fill="${HAIR}"/>`,
  /** A wrapped head scarf in gold fabric, with folds. */
  wrap: ({ cx, cy, rx, ry }) => {
    const folds = [0.25, 0.55, 0.85]
      .map(
        (t) =>
          `<path d="M${f(cx - rx * 1.1)},${f(cy - ry * t)} Q${f(cx)},${f(cy - ry * (t + 0.7))} ${f(cx + rx * 1.1)},${f(cy - ry * (t + 0.35))}" fill="none" stroke="#8a6510" stroke-width="4" opacity="0.8"/>`,
      )
      .join('');
    return `<path d="M${f(cx - rx * 1.12)},${f(cy - ry * 0.05)} C${f(cx - rx * 1.5)},${f(cy - ry * 1.6)} ${f(cx + rx * 1.6)},${f(cy - ry * 1.9)} ${f(cx + rx * 1.12)},${f(cy - ry * 0.05)} C${f(cx + rx * 0.8)},${f(cy - ry * 0.5)} ${f(cx - rx * 0.8)},${f(cy - ry * 0.5)} ${f(cx - rx * 1.12)},${f(cy - ry * 0.05)} Z" fill="${palette.gold}"/>${folds}`;
  },
  shaved: () => '',
};

/** A headscarf drawn behind the face and over the shoulders (the face is drawn on top of it). */
function scarf({ width, height }, colour) {
  const cx = width / 2;
  const cy = height * 0.41;
  const rx = width * 0.155;
  const ry = height * 0.19;
  return `<path d="M${f(cx - rx * 1.45)},${f(height * 0.78)} C${f(cx - rx * 1.7)},${f(cy - ry * 0.2)} ${f(cx - rx * 1.5)},${f(cy - ry * 1.45)} ${f(cx)},${f(cy - ry * 1.42)} C${f(cx + rx * 1.5)},${f(cy - ry * 1.45)} ${f(cx + rx * 1.7)},${f(cy - ry * 0.2)} ${f(cx + rx * 1.45)},${f(height * 0.78)} Z" fill="${colour}"/>`;
}

/** Along the jaw to the chin: a short beard leaves the cheeks, a full one starts by the ears. */
function beard({ cx, cy, rx, ry }, full) {
  const [start, inner, depth] = full ? [0.05, 0.78, 1.42] : [0.3, 0.95, 1.36];
  const side = Math.sqrt(1 - start * start);
  return `<path d="M${f(cx - rx * side)},${f(cy + ry * start)} C${f(cx - rx * 0.92)},${f(cy + ry * depth)} ${f(cx + rx * 0.92)},${f(cy + ry * depth)} ${f(cx + rx * side)},${f(cy + ry * start)} C${f(cx + rx * 0.6)},${f(cy + ry * inner)} ${f(cx - rx * 0.6)},${f(cy + ry * inner)} ${f(cx - rx * side)},${f(cy + ry * start)} Z" fill="${HAIR}"/>`;
}

function glasses({ cx, cy, rx }, shape) {
  const y = cy - 4;
  const w = rx * 0.62;
  const lens = (x) =>
    shape === 'round'
      ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(w / 2)}"/>`
      : `<rect x="${f(x - w / 2)}" y="${f(y - w * 0.36)}" width="${f(w)}" height="${f(w * 0.72)}" rx="6"/>`;
  return `<g fill="rgba(255,255,255,0.08)" stroke="${palette.goldLight}" stroke-width="4">${lens(cx - rx * 0.42)}${lens(cx + rx * 0.42)}</g>
    <path d="M${f(cx - rx * 0.1)},${f(y)} L${f(cx + rx * 0.1)},${f(y)}" stroke="${palette.goldLight}" stroke-width="4"/>`;
}

const earrings = ({ cx, cy, rx, ry }) =>
  [-1, 1]
    .map(
      (side) =>
        `<circle cx="${f(cx + side * rx * 1.0)}" cy="${f(cy + ry * 0.32)}" r="7" fill="${palette.goldLight}"/>`,
    )
    .join('');

const brooch = ({ width, height }) =>
  `<circle cx="${f(width * 0.6)}" cy="${f(height * 0.8)}" r="11" fill="${palette.goldLight}"/>
   <circle cx="${f(width * 0.6)}" cy="${f(height * 0.8)}" r="5" fill="${palette.gold}"/>`;

/** One portrait: `look` picks the skin, hair, clothing and what the person wears. */
export function portrait({ width, height, look }) {
  const size = { width, height };
  const skin = SKIN[look.skin];
  const face = head(size, skin);
  const halo = `<defs>
      <radialGradient id="ground" cx="50%" cy="38%" r="70%">
        <stop offset="0" stop-color="${palette.bg2}"/><stop offset="1" stop-color="${palette.bg}"/>
      </radialGradient>
      <radialGradient id="light" cx="${f(width / 2)}" cy="${f(height * 0.36)}" r="${f(width * 0.42)}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${palette.gold}" stop-opacity="0.38"/><stop offset="1" stop-color="${palette.gold}" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#ground)"/>
    <rect width="${width}" height="${height}" fill="url(#light)"/>
    <circle cx="${f(width / 2)}" cy="${f(height * 0.4)}" r="${f(width * 0.3)}" fill="none" stroke="${palette.gold}" stroke-opacity="0.45" stroke-width="2"/>`;
  // An afro frames the face from behind; every other style sits over the top of the head.
  const hair = HAIRSTYLES[look.hair](face);
  const [behind, over] = look.hair === 'afro' ? [hair, ''] : ['', hair];
  const parts = [
    halo,
    look.scarf ? scarf(size, look.scarf) : '',
    torso(size, look.clothing, look.neckline ?? 'crew'),
    behind,
    face.drawing,
    over,
    look.beard ? beard(face, look.beard === 'full') : '',
    look.glasses ? glasses(face, look.glasses) : '',
    look.earrings ? earrings(face) : '',
    look.brooch ? brooch(size) : '',
  ];
  return svg(size, parts.join(''));
}

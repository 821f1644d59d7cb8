// Generated demo pictures: SVG composed here, rendered by sharp to PNG, then stored through saveImage
// like any upload (WebP plus its `-sm` list variant). No Persian glyphs are drawn (librsvg's font
// fallback is unreliable for Persian): people get drawn portraits, outlets their English initials.
import type { ImageFolder, SaveImageOptions } from '../../lib/images.ts';
import { loadSharp } from '../../lib/lazy-modules.ts';
import type { CategoryKey } from './content/catalogue.ts';
import { createRandom, type Random } from './random.ts';

export type ImageSpec =
  | { kind: 'avatar'; gender: 1 | 2; color: string; seed: number }
  | { kind: 'logo'; initials: string; color: string; seed: number }
  | { kind: 'cover'; folder: 'subjects' | 'reviews'; motif: CategoryKey; color: string; seed: number };

/** The sizes the upload features use for the same folders. */
export function saveOptions(spec: ImageSpec): SaveImageOptions {
  const folder: ImageFolder =
    spec.kind === 'avatar' ? 'avatars' : spec.kind === 'logo' ? 'logos' : spec.folder;
  return spec.kind === 'cover'
    ? { folder, maxWidth: 1600, smallWidth: 480 }
    : { folder, maxWidth: 512, smallWidth: 128 };
}

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const svg =
    spec.kind === 'avatar' ? avatarSvg(spec) : spec.kind === 'logo' ? logoSvg(spec) : coverSvg(spec);
  // light compression: saveImage decodes and re-encodes it at once
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

function mix(hex: string, target: number, amount: number): string {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    return Math.round(c + (target - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
const darker = (hex: string, amount: number) => mix(hex, 0, amount);
const lighter = (hex: string, amount: number) => mix(hex, 255, amount);
const latin = (initials: string) =>
  initials
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();

/** A head-and-shoulders portrait: hair (men) or a scarf (women), varied by the seed; no text. */
export function avatarSvg(spec: { gender: 1 | 2; color: string; seed: number }): string {
  const rnd = createRandom(spec.seed);
  const angle = rnd.int(0, 359);
  const skin = ['#f1c7a5', '#e0ac85', '#c68d66', '#a8704c'][rnd.int(0, 3)]!;
  const dark = darker(spec.color, 0.55);
  const clothes = lighter(spec.color, 0.35);
  const figure =
    spec.gender === 2
      ? `<path d="M42 256 C46 196 84 170 128 170 C172 170 210 196 214 256 Z" fill="${clothes}"/>
<path d="M68 150 C52 40 204 40 188 150 C188 198 160 216 128 216 C96 216 68 198 68 150 Z" fill="${dark}"/>
<ellipse cx="128" cy="124" rx="34" ry="42" fill="${skin}"/>
<path d="M88 122 C84 64 172 64 168 122 C150 96 106 96 88 122 Z" fill="${dark}"/>`
      : `<path d="M40 256 C44 194 84 172 128 172 C172 172 212 194 216 256 Z" fill="${clothes}"/>
<path d="M112 160 h32 v24 c-8 8 -24 8 -32 0 Z" fill="${skin}"/>
<ellipse cx="128" cy="116" rx="38" ry="46" fill="${skin}"/>
<path d="M86 118 C76 44 180 44 170 118 C160 ${rnd.int(84, 96)} 132 ${rnd.int(86, 94)} 100 96 C94 100 90 106 88 112 Z" fill="${dark}"/>${
          rnd.int(0, 1) === 1
            ? `\n<path d="M92 124 C94 170 162 170 164 124 C160 150 148 160 128 160 C108 160 96 150 92 124 Z" fill="${dark}"/>`
            : ''
        }`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
<stop offset="0" stop-color="${lighter(spec.color, 0.15)}"/><stop offset="1" stop-color="${darker(spec.color, 0.25)}"/>
</linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="${rnd.int(30, 226)}" cy="${rnd.int(20, 60)}" r="${rnd.int(60, 90)}" fill="#fff" opacity=".08"/>
${figure}
</svg>`;
}

function logoSvg(spec: { initials: string; color: string; seed: number }): string {
  const fg = '#fff';
  const motifs = [
    () =>
      [70, 52, 34]
        .map(
          (r, i) =>
            `<circle cx="128" cy="104" r="${r}" fill="none" stroke="${fg}" stroke-width="8" opacity="${0.9 - i * 0.25}"/>`,
        )
        .join(''),
    () => `<path d="M128 36 L196 104 L128 172 L60 104 Z" fill="${fg}" opacity=".9"/>
<path d="M128 66 L166 104 L128 142 L90 104 Z" fill="${spec.color}"/>`,
    () =>
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${62 + i * 36}" y="${150 - (i + 1) * 24}" width="24" height="${(i + 1) * 24}" rx="4" fill="${fg}" opacity="${0.55 + i * 0.15}"/>`,
        )
        .join(''),
    () => `<path d="M60 104 A68 68 0 0 1 196 104 Z" fill="${fg}" opacity=".9"/>
<path d="M84 132 A44 44 0 0 0 172 132 Z" fill="${fg}" opacity=".55"/>`,
    () =>
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${58 + i * 10} ${150 - i * 34} q35 -30 70 0 t70 0" fill="none" stroke="${fg}" stroke-width="9" stroke-linecap="round" opacity="${0.95 - i * 0.25}"/>`,
        )
        .join(''),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${lighter(spec.color, 0.1)}"/><stop offset="1" stop-color="${darker(spec.color, 0.2)}"/>
</linearGradient></defs>
<rect width="256" height="256" rx="44" fill="url(#g)"/>
${motifs[spec.seed % motifs.length]!()}
<text x="128" y="222" text-anchor="middle" ${FONT} font-size="44" font-weight="bold" letter-spacing="4" fill="${fg}">${latin(spec.initials)}</text>
</svg>`;
}

const MOTIFS: Record<CategoryKey, string> = {
  health: `<rect x="-70" y="-70" width="140" height="140" rx="32" fill="#fff" opacity=".92"/>
<path d="M-16 -48 h32 v32 h32 v32 h-32 v32 h-32 v-32 h-32 v-32 h32 Z" fill="currentColor"/>
<polyline points="-150,110 -90,110 -70,80 -45,140 -20,95 0,110 150,110" fill="none" stroke="#fff" stroke-width="7" stroke-linejoin="round" opacity=".8"/>`,
  economy: `<rect x="-110" y="20" width="40" height="80" rx="6" fill="#fff" opacity=".65"/>
<rect x="-55" y="-20" width="40" height="120" rx="6" fill="#fff" opacity=".75"/>
<rect x="0" y="-60" width="40" height="160" rx="6" fill="#fff" opacity=".85"/>
<rect x="55" y="-100" width="40" height="200" rx="6" fill="#fff" opacity=".95"/>
<polyline points="-120,-10 -45,-60 20,-40 110,-130" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  tech: `<rect x="-60" y="-60" width="120" height="120" rx="14" fill="#fff" opacity=".92"/>
<rect x="-30" y="-30" width="60" height="60" rx="8" fill="currentColor"/>
${[-40, 0, 40]
  .map(
    (d) =>
      `<path d="M${d} -60 v-50 M${d} 60 v50 M-60 ${d} h-50 M60 ${d} h50" stroke="#fff" stroke-width="6" opacity=".8"/>` +
      `<circle cx="${d}" cy="-114" r="8" fill="#fff"/><circle cx="${d}" cy="114" r="8" fill="#fff"/><circle cx="-114" cy="${d}" r="8" fill="#fff"/><circle cx="114" cy="${d}" r="8" fill="#fff"/>`,
  )
  .join('')}`,
  environment: `<path d="M-100 110 C-110 -20 -10 -120 120 -120 C120 10 20 110 -100 110 Z" fill="#fff" opacity=".92"/>
<path d="M-100 110 C-30 30 30 -30 100 -100" fill="none" stroke="currentColor" stroke-width="8" stroke-linecap="round"/>
<path d="M-30 40 l-10 -50 M10 0 l-5 -55 M45 -40 l5 -40 M-30 40 l50 5 M10 0 l55 5" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>`,
  sports: `<circle r="110" fill="#fff" opacity=".95"/>
<path d="M0 -38 L36 -12 L22 31 L-22 31 L-36 -12 Z" fill="currentColor"/>
<path d="M0 -38 V-108 M36 -12 L102 -34 M22 31 L63 88 M-22 31 L-63 88 M-36 -12 L-102 -34" stroke="currentColor" stroke-width="6"/>`,
  society: `${[-85, 0, 85]
    .map(
      (x, i) =>
        `<circle cx="${x}" cy="${i === 1 ? -55 : -35}" r="${i === 1 ? 38 : 30}" fill="#fff" opacity="${i === 1 ? 0.95 : 0.75}"/>` +
        `<path d="M${x - (i === 1 ? 62 : 50)} ${i === 1 ? 100 : 100} a${i === 1 ? 62 : 50} ${i === 1 ? 70 : 58} 0 0 1 ${(i === 1 ? 62 : 50) * 2} 0 Z" fill="#fff" opacity="${i === 1 ? 0.95 : 0.75}"/>`,
    )
    .join('')}`,
  politics: `<path d="M-130 -50 L0 -120 L130 -50 Z" fill="#fff" opacity=".95"/>
${[-100, -50, 0, 50, 100].map((x) => `<rect x="${x - 12}" y="-38" width="24" height="118" fill="#fff" opacity=".85"/>`).join('')}
<rect x="-140" y="86" width="280" height="22" rx="4" fill="#fff" opacity=".95"/>`,
  science: `${[0, 60, 120]
    .map(
      (a) =>
        `<ellipse rx="130" ry="46" fill="none" stroke="#fff" stroke-width="7" opacity=".9" transform="rotate(${a})"/>`,
    )
    .join(
      '',
    )}<circle r="26" fill="#fff"/><circle cx="130" r="11" fill="#fff"/><circle cx="-65" cy="-113" r="11" fill="#fff"/>`,
};

function coverSvg(spec: {
  motif: CategoryKey;
  color: string;
  seed: number;
  folder: 'subjects' | 'reviews';
}): string {
  const rnd: Random = createRandom(spec.seed);
  const angle = rnd.int(10, 80);
  const bubbles = Array.from({ length: 6 }, () => {
    const r = rnd.int(40, 160);
    return `<circle cx="${rnd.int(-40, 840)}" cy="${rnd.int(-40, 490)}" r="${r}" fill="#fff" opacity="${(rnd.int(4, 10) / 100).toFixed(2)}"/>`;
  }).join('');
  const cx = rnd.int(470, 600);
  const cy = rnd.int(200, 250);
  const tilt = rnd.int(-12, 12);
  // reviews carry a magnifier over the motif: the fact-check mark
  const lens =
    spec.folder === 'reviews'
      ? `<g transform="translate(${cx + 30} ${cy + 10})"><circle r="100" fill="#fff" opacity=".16"/>
<circle r="100" fill="none" stroke="#fff" stroke-width="14"/>
<path d="M72 72 L128 128" stroke="#fff" stroke-width="26" stroke-linecap="round"/></g>`
      : '';
  const lines = Array.from(
    { length: 3 },
    (_, i) =>
      `<rect x="60" y="${300 + i * 34}" width="${rnd.int(150, 260) - i * 30}" height="14" rx="7" fill="#fff" opacity=".35"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
<stop offset="0" stop-color="${lighter(spec.color, 0.2)}"/><stop offset="1" stop-color="${darker(spec.color, 0.35)}"/>
</linearGradient></defs>
<rect width="800" height="450" fill="url(#g)"/>
${bubbles}
${lines}
<g transform="translate(${cx} ${cy}) rotate(${tilt})" color="${darker(spec.color, 0.1)}">${MOTIFS[spec.motif]}</g>
${lens}
</svg>`;
}

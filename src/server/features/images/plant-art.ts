/**
 * Nabta's own plant illustrations: pure functions that turn a small description of a plant
 * (its form, colours and pot) into a flat, standalone SVG document. The shop ships no downloaded
 * photos; `/images/plants/{slug}.svg` and the category cards are drawn by this module.
 *
 * Everything here is deterministic: the same input always gives the same string. Small natural
 * irregularities come from a PRNG seeded by `art.seed` (or by the art's own fields).
 */

export const PLANT_FORMS = [
  'palm',
  'parlour-palm',
  'tree',
  'olive',
  'pine',
  'cactus-columnar',
  'cactus-barrel',
  'opuntia',
  'segmented-cactus',
  'rosette',
  'aloe',
  'succulent-jade',
  'fern',
  'maidenhair',
  'nest-fern',
  'monstera',
  'trailing',
  'upright-leaves',
  'zz',
  'spider',
  'herb',
  'herb-needle',
  'lavender',
  'flowering-shrub',
  'flower-cluster',
  'climber',
  'orchid',
  'water-lily',
  'lotus',
  'aquatic',
  'papyrus',
] as const;

/** The silhouette drawn: each form is a distinct kind of plant. */
export type PlantForm = (typeof PLANT_FORMS)[number];

export const POT_STYLES = ['terracotta', 'white', 'charcoal', 'basket', 'ground', 'water', 'glass', 'none'] as const;

/** What the plant grows in: a pot, the ground (trees), a pond ('water') or a glass bowl. */
export type PotStyle = (typeof POT_STYLES)[number];

/** Leaf outline for the bushy forms (herb, flowering-shrub, flower-cluster, climber). */
export type LeafShape = 'round' | 'oval' | 'narrow';

/** Flower drawing for the forms that flower (climber, flowering-shrub, flower-cluster). */
export type FlowerShape = 'star' | 'bracts' | 'cup';

export interface PlantArt {
  form: PlantForm;
  /** Main leaf / stem colour, '#rrggbb'. */
  leaf: string;
  /** Flower, fruit, spine or variegation colour, '#rrggbb'. */
  accent?: string;
  pot: PotStyle;
  /** Soft background colour, '#rrggbb'. */
  background: string;
  leafShape?: LeafShape;
  flower?: FlowerShape;
  /** Plant size relative to the pot, 0.6–1.3 (default 1). */
  scale?: number;
  /** Seed for the small irregularities; defaults to the art's own fields. */
  seed?: string;
}

/** A category card: 1–3 plants side by side on one background. */
export interface CategoryArt {
  background: string;
  plants: Omit<PlantArt, 'background'>[];
}

export interface RenderOptions {
  /** Accessible name, emitted as an escaped `<title>`. */
  title?: string;
}

type Pt = [number, number];
interface Parts {
  back: string;
  front?: string;
}
interface Ctx {
  art: Omit<PlantArt, 'background'>;
  rnd: () => number;
  leaf: string;
  dark: string;
  deep: string;
  light: string;
  accent: string;
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Escapes text for use in XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function color(hex: string | undefined, fallback: string): string {
  return hex !== undefined && HEX.test(hex) ? hex.toLowerCase() : fallback;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(1, Math.abs(amount));
  const ch = (v: number) =>
    Math.round(v + (target - v) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${ch((n >> 16) & 255)}${ch((n >> 8) & 255)}${ch(n & 255)}`;
}

/** A number with at most one decimal, as short as possible. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function p(pt: Pt): string {
  return `${f(pt[0])} ${f(pt[1])}`;
}

/** FNV-1a hash then mulberry32: a tiny deterministic PRNG. */
function prng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function between(rnd: () => number, lo: number, hi: number): number {
  return lo + (hi - lo) * rnd();
}

const rad = (deg: number) => (deg * Math.PI) / 180;
/** Unit vector for an angle measured clockwise from straight up. */
const dir = (deg: number): Pt => [Math.sin(rad(deg)), -Math.cos(rad(deg))];
/** Angle (clockwise from up) of a direction vector. */
const angleOf = ([x, y]: Pt) => (Math.atan2(y, x) * 180) / Math.PI + 90;

type Xf = (x: number, y: number) => Pt;

/**
 * Maps local shape coordinates (drawn pointing up from the origin) into the frame: scale, then
 * rotate clockwise by `angle`, then move to (x0, y0); `squash` flattens the result vertically.
 */
function xf(x0: number, y0: number, angle = 0, s = 1, squash = 1): Xf {
  const c = Math.cos(rad(angle));
  const sn = Math.sin(rad(angle));
  return (x, y) => {
    const X = x * s;
    const Y = y * s;
    return [x0 + X * c - Y * sn, y0 + (X * sn + Y * c) * squash];
  };
}

/**
 * Collects path data by paint, so that many small shapes of one colour become one `<path>`.
 * Paints are emitted in the order first used; use several instances where stacking matters.
 */
class Paint {
  private readonly order: string[] = [];
  private readonly parts = new Map<string, string>();

  fill(col: string, d: string, extra = ''): this {
    return this.add(`fill="${col}"${extra}`, d);
  }

  line(col: string, width: number, d: string, extra = ''): this {
    return this.add(`fill="none" stroke="${col}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}`, d);
  }

  raw(svg: string): this {
    return this.add(`\u0000${this.order.length}`, svg);
  }

  private add(attrs: string, d: string): this {
    if (!d) return this;
    const prev = this.parts.get(attrs);
    if (prev === undefined) {
      this.order.push(attrs);
      this.parts.set(attrs, d);
    } else {
      this.parts.set(attrs, prev + d);
    }
    return this;
  }

  toString(): string {
    return this.order
      .map((a) => (a.startsWith('\u0000') ? (this.parts.get(a) ?? '') : `<path d="${this.parts.get(a) ?? ''}" ${a}/>`))
      .join('');
  }
}

/** A number of tenths, written as short as SVG allows ('.5', '-1.2'). */
function tenths(t: number): string {
  const s = String(Math.abs(t) / 10);
  const body = s.startsWith('0.') ? s.slice(1) : s;
  return t < 0 ? `-${body}` : body;
}

/**
 * Writes compact path data: absolute moves, then relative segments on a 0.1 grid (each delta is
 * taken between rounded points, so no error accumulates).
 */
class Pen {
  private d = '';
  private cmd = '';
  private x = 0;
  private y = 0;
  private sx = 0;
  private sy = 0;

  private static grid([x, y]: Pt): [number, number] {
    return [Math.round(x * 10), Math.round(y * 10)];
  }

  private emit(cmd: string, values: number[]): void {
    // A repeated command letter is dropped; numbers then only need a separator unless negative.
    const repeat = cmd === this.cmd && cmd !== 'M';
    let out = repeat ? '' : cmd;
    values.forEach((v, i) => {
      const n = tenths(v);
      out += n.startsWith('-') || (i === 0 && !repeat) ? n : ` ${n}`;
    });
    this.d += out;
    this.cmd = cmd;
  }

  M(pt: Pt): this {
    const [x, y] = Pen.grid(pt);
    this.emit('M', [x, y]);
    this.x = this.sx = x;
    this.y = this.sy = y;
    return this;
  }

  L(...pts: Pt[]): this {
    for (const pt of pts) {
      const [x, y] = Pen.grid(pt);
      this.emit('l', [x - this.x, y - this.y]);
      this.x = x;
      this.y = y;
    }
    return this;
  }

  C(c1: Pt, c2: Pt, pt: Pt): this {
    const a = Pen.grid(c1);
    const b = Pen.grid(c2);
    const [x, y] = Pen.grid(pt);
    this.emit('c', [a[0] - this.x, a[1] - this.y, b[0] - this.x, b[1] - this.y, x - this.x, y - this.y]);
    this.x = x;
    this.y = y;
    return this;
  }

  Q(c: Pt, pt: Pt): this {
    const a = Pen.grid(c);
    const [x, y] = Pen.grid(pt);
    this.emit('q', [a[0] - this.x, a[1] - this.y, x - this.x, y - this.y]);
    this.x = x;
    this.y = y;
    return this;
  }

  Z(): this {
    this.d += 'z';
    this.cmd = 'z';
    this.x = this.sx;
    this.y = this.sy;
    return this;
  }

  toString(): string {
    return this.d;
  }
}

function polyD(points: Pt[], close = true): string {
  const [first, ...rest] = points;
  if (!first) return '';
  const pen = new Pen().M(first).L(...rest);
  return String(close ? pen.Z() : pen);
}

function polyT(T: Xf, pts: Pt[]): string {
  return polyD(pts.map(([x, y]) => T(x, y)));
}

/** A smooth open curve through points (Catmull-Rom converted to cubic Béziers). */
function smoothD(points: Pt[]): string {
  if (points.length < 2) return '';
  const pen = new Pen().M(points[0]!);
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    pen.C([p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6], [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6], p2);
  }
  return String(pen);
}

function circleD(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
}

/** An ellipse, optionally rotated clockwise by `rot` degrees. */
function ellipseD(x: number, y: number, rx: number, ry: number, rot = 0): string {
  if (rot === 0) {
    return `M${f(x - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0`;
  }
  const c = Math.cos(rad(rot)) * rx;
  const s = Math.sin(rad(rot)) * rx;
  const a: Pt = [x - c, y - s];
  const b: Pt = [x + c, y + s];
  const arc = `${f(rx)} ${f(ry)} ${f(rot)} 1 0`;
  return `M${p(a)}A${arc} ${p(b)}A${arc} ${p(a)}`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function stroke(d: string, col: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function g(transform: string, body: string): string {
  return `<g transform="${transform}">${body}</g>`;
}

/** A lens-shaped leaf pointing up from the local origin; its half-width is about 0.68·w. */
function leafD(T: Xf, len: number, w: number, sharp = 0.8): string {
  return String(
    new Pen()
      .M(T(0, 0))
      .C(T(w, -len * 0.25), T(w * sharp, -len * 0.75), T(0, -len))
      .C(T(-w * sharp, -len * 0.75), T(-w, -len * 0.25), T(0, 0))
      .Z(),
  );
}

/** A midrib for leafD. */
function veinD(T: Xf, len: number): string {
  return String(new Pen().M(T(0, -len * 0.08)).L(T(0, -len * 0.85)));
}

/** A heart-shaped leaf (pothos, anubias-like) pointing up from its stalk at the origin. */
function heartD(T: Xf, L: number, w: number): string {
  return String(
    new Pen()
      .M(T(0, -L * 0.1))
      .C(T(w * 0.35, L * 0.06), T(w * 1.05, -L * 0.12), T(w * 0.95, -L * 0.45))
      .C(T(w * 0.85, -L * 0.75), T(w * 0.3, -L * 0.88), T(0, -L))
      .C(T(-w * 0.3, -L * 0.88), T(-w * 0.85, -L * 0.75), T(-w * 0.95, -L * 0.45))
      .C(T(-w * 1.05, -L * 0.12), T(-w * 0.35, L * 0.06), T(0, -L * 0.1))
      .Z(),
  );
}

/** A spoon-shaped succulent leaf, widest near its pointed tip. */
function spoonD(T: Xf, L: number, w: number): string {
  return String(
    new Pen()
      .M(T(0, 0))
      .C(T(w * 0.5, -L * 0.1), T(w * 1.15, -L * 0.62), T(0, -L))
      .C(T(-w * 1.15, -L * 0.62), T(-w * 0.5, -L * 0.1), T(0, 0))
      .Z(),
  );
}

/** A pointed petal (water lily, lotus) from the origin upward. */
function petalD(T: Xf, L: number, w: number): string {
  return String(new Pen().M(T(0, 0)).Q(T(-w, -L * 0.55), T(0, -L)).Q(T(w, -L * 0.55), T(0, 0)).Z());
}

type Spine = (s: number) => Pt;

function tangent(spine: Spine, s: number): Pt {
  const a = spine(Math.max(0, s - 0.01));
  const b = spine(Math.min(1, s + 0.01));
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l = Math.hypot(dx, dy) || 1;
  return [dx / l, dy / l];
}

/** A filled band of varying half-width along a spine (strap leaves, stems, sword leaves). */
function ribbonD(spine: Spine, halfWidth: (s: number) => number, steps = 14): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const [x, y] = spine(s);
    const [tx, ty] = tangent(spine, s);
    const w = halfWidth(s);
    left.push([x - ty * w, y + tx * w]);
    right.push([x + ty * w, y - tx * w]);
  }
  return polyD([...left, ...right.reverse()]);
}

/**
 * A pinnate frond (palm or fern): a zigzag outline of leaflets either side of a spine, starting
 * at spine fraction `start`. `len(s)` is the leaflet length, `fwd` how much leaflets lean forward.
 */
function frondD(spine: Spine, n: number, len: (s: number) => number, fwd: number, start = 0): string {
  const left: Pt[] = [spine(start)];
  const right: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const s0 = start + ((1 - start) * i) / n;
    const s1 = start + ((1 - start) * (i + 1)) / n;
    const sm = (s0 + s1) / 2;
    const [x, y] = spine(sm);
    const [tx, ty] = tangent(spine, sm);
    const l = len(sm);
    left.push([x - ty * l + tx * l * fwd, y + tx * l + ty * l * fwd]);
    const b = spine(s1);
    left.push([b[0] - ty * 0.8, b[1] + tx * 0.8]);
    right.push([x + ty * l + tx * l * fwd, y - tx * l + ty * l * fwd]);
    const b0 = spine(s0);
    right.push([b0[0] + ty * 0.8, b0[1] - tx * 0.8]);
  }
  return polyD([...left, ...right.reverse()].map(([x, y]) => [Math.round(x), Math.round(y)]));
}

function spineD(spine: Spine, steps = 8, from = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i <= steps; i++) pts.push(spine(from + ((1 - from) * i) / steps));
  return smoothD(pts);
}

/** A spine that leaves `origin` at `angle` and bends downward by `droop` (0 = straight). */
function arcSpine(origin: Pt, angle: number, length: number, droop: number): Spine {
  const [dx, dy] = dir(angle);
  return (s) => [origin[0] + dx * length * s, origin[1] + dy * length * s + droop * length * s * s];
}

function petalRing(x: number, y: number, count: number, dist: number, r: number, rot = 0): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [dx, dy] = dir(rot + (360 / count) * i);
    d += circleD(x + dx * dist, y + dy * dist, r);
  }
  return d;
}

function starD(x: number, y: number, r: number, points: number, inner: number, rot = 0): string {
  const pts: Pt[] = [];
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 === 0 ? r : r * inner;
    const [dx, dy] = dir(rot + (180 / points) * i);
    pts.push([x + dx * rr, y + dy * rr]);
  }
  return polyD(pts);
}

/** Adds one flower of the chosen shape, centred at (x, y), to the paint. */
function flowerAt(out: Paint, shape: FlowerShape, x: number, y: number, r: number, col: string, rot: number): void {
  if (shape === 'star') {
    out.fill(col, starD(x, y, r, 5, 0.42, rot), ` stroke="${col}" stroke-width="${f(r * 0.3)}" stroke-linejoin="round"`);
    out.fill('#f4d35e', circleD(x, y, r * 0.16));
    return;
  }
  if (shape === 'bracts') {
    out.fill(col, petalRing(x, y, 3, r * 0.45, r * 0.55, rot));
    out.fill(shade(col, -0.12), petalRing(x, y, 3, r * 0.28, r * 0.28, rot + 60));
    out.fill('#fdf6e3', circleD(x, y, r * 0.15));
    return;
  }
  // cup: hibiscus-like, five broad petals, a dark eye and a long staminal column
  const [dx, dy] = dir(rot + 25);
  out.fill(col, petalRing(x, y, 5, r * 0.5, r * 0.55, rot));
  out.fill(shade(col, -0.35), circleD(x, y, r * 0.32));
  out.line(shade(col, 0.35), r * 0.09, `M${p([x, y])}L${p([x + dx * r * 0.95, y + dy * r * 0.95])}`);
  out.fill('#f4d35e', circleD(x + dx * r * 0.98, y + dy * r * 0.98, r * 0.1));
}

// ---------------------------------------------------------------------------------------------
// Pots. The plant's stems meet the soil at the anchor (AX, AY), just behind the pot rim.

const AX = 200;
const AY = 264;

function potParts(pot: PotStyle): { back: string; front: string; shadow: string } {
  const shadow = path(ellipseD(200, 358, 96, 9), '#000', ' opacity=".08"');
  const bodyD = 'M134 284L266 284L253 349Q252 356 245 356L155 356Q148 356 147 349Z';
  const sideD = 'M236 284L266 284L253 349Q252 356 245 356L228 356Z';
  switch (pot) {
    case 'terracotta':
      return {
        back: '',
        shadow,
        front:
          path(bodyD, '#c8693f') +
          path(sideD, '#000', ' opacity=".1"') +
          '<rect x="124" y="258" width="152" height="28" rx="6" fill="#d98050"/>' +
          '<rect x="124" y="280" width="152" height="6" fill="#000" opacity=".08"/>' +
          '<rect x="132" y="263" width="62" height="5" rx="2.5" fill="#fff" opacity=".28"/>',
      };
    case 'charcoal':
      return {
        back: '',
        shadow,
        front:
          path(bodyD, '#3f4649') +
          path(sideD, '#000', ' opacity=".18"') +
          '<rect x="126" y="258" width="148" height="26" rx="5" fill="#50585c"/>' +
          '<rect x="134" y="263" width="56" height="4" rx="2" fill="#fff" opacity=".18"/>' +
          stroke('M146 318L254 318', '#fff', 2, ' opacity=".12"'),
      };
    case 'white':
      return {
        back: '',
        shadow,
        front:
          '<rect x="136" y="260" width="128" height="96" rx="16" fill="#f7f4ee" stroke="#ddd6c8" stroke-width="2"/>' +
          path('M226 261L248 261Q263 261 263 276L263 340Q263 355 248 355L226 355Z', '#000', ' opacity=".05"') +
          '<rect x="136" y="260" width="128" height="12" rx="6" fill="#fff" stroke="#ddd6c8" stroke-width="2"/>' +
          stroke('M150 300L250 300', '#8fb996', 3, ' opacity=".55"'),
      };
    case 'basket': {
      let weave = '';
      for (let y = 292; y < 354; y += 9) weave += `M${f(140 + (y - 284) * 0.2)} ${y}L${f(260 - (y - 284) * 0.2)} ${y}`;
      let ribs = '';
      for (let x = 146; x <= 254; x += 12) ribs += `M${x} 286L${f(200 + (x - 200) * 0.82)} 354`;
      return {
        back: '',
        shadow,
        front:
          path(bodyD, '#d8b27a') +
          stroke(weave, '#b88a4f', 2.2) +
          stroke(ribs, '#c99d62', 1.6) +
          path(sideD, '#000', ' opacity=".08"') +
          '<rect x="124" y="258" width="152" height="28" rx="14" fill="#c99b5e"/>' +
          stroke('M134 272Q150 264 166 272T198 272T230 272T262 272', '#e6c892', 3),
      };
    }
    case 'ground':
      return {
        back: '',
        shadow: '',
        front:
          path(ellipseD(200, 330, 150, 22), '#9c7352') +
          path(ellipseD(200, 325, 128, 14), '#b38763') +
          stroke('M82 330l-4-14M88 330l4-16M92 330l10-11M304 330l-5-15M310 330l3-17M316 330l9-12', '#6d9b4f', 3) +
          path(ellipseD(150, 336, 9, 5) + ellipseD(262, 338, 6, 4), '#d8c6ae'),
      };
    case 'water':
      return {
        back:
          path(ellipseD(200, 308, 182, 66), '#a9b8b3') +
          path(ellipseD(200, 304, 168, 54), '#5aa6bd') +
          path(ellipseD(200, 298, 150, 42), '#6fb9cc') +
          stroke('M92 312q22-8 44 0M270 322q20-7 40 0M150 336q24-8 48 0', '#b6e0ea', 2.5),
        shadow: '',
        front: '',
      };
    case 'glass':
      return {
        back:
          path(ellipseD(200, 362, 112, 8), '#000', ' opacity=".08"') +
          path('M120 170A118 118 0 1 0 280 170Z', '#cfeaf2') +
          path('M200 352A116 116 0 0 1 96 300L304 300A116 116 0 0 1 200 352Z', '#c9b79c') +
          path(circleD(160, 318, 7) + circleD(226, 326, 6) + circleD(246, 312, 5), '#a8987f'),
        shadow: '',
        front:
          path('M120 170A118 118 0 1 0 280 170', 'none', ' stroke="#9fc7d4" stroke-width="4"') +
          path(ellipseD(200, 170, 80, 12), 'none', ' stroke="#9fc7d4" stroke-width="4"') +
          stroke('M120 220Q112 262 132 300', '#fff', 7, ' opacity=".6"') +
          path(circleD(232, 206, 5) + circleD(240, 188, 3.5), 'none', ' stroke="#fff" stroke-width="2"') +
          path('M254 262q14-12 30 0q-16 12-30 0ZM254 262l-10-8v16Z', '#f08a3c') +
          path(circleD(276, 260, 1.8), '#2b2b2b'),
      };
    case 'none':
      return { back: '', shadow, front: '' };
  }
}

/** Where a pot puts the plant (applied to the form's drawing made around the anchor). */
function potTransform(pot: PotStyle): string {
  if (pot === 'ground') return 'translate(0 56)';
  if (pot === 'water') return 'translate(0 36)';
  if (pot === 'glass') return `translate(${AX} 306) scale(.64) translate(${-AX} ${-AY})`;
  if (pot === 'none') return 'translate(0 86)';
  return '';
}

// ---------------------------------------------------------------------------------------------
// Forms. Each draws around the anchor; `back` goes behind the pot's front, `front` over it.

function palm(c: Ctx): Parts {
  const top = 112;
  const out = new Paint();
  out.fill('#8d6b47', `M184 ${AY + 6}L216 ${AY + 6}L209 ${top}L191 ${top}Z`);
  let scales = '';
  for (let y = AY - 6; y > top + 6; y -= 13) {
    const w = 9 + ((y - top) / (AY - top)) * 6;
    scales += `M${f(200 - w)} ${f(y - 6)}L200 ${f(y)}L${f(200 + w)} ${f(y - 6)}`;
  }
  out.line('#6c5034', 3, scales);
  const crown: Pt = [200, top];
  const angles = [-118, -92, -66, -42, -18, 6, 28, 52, 76, 100, 124];
  const backF = new Paint();
  const frontF = new Paint();
  angles.forEach((a0, i) => {
    const a = a0 + between(c.rnd, -6, 6);
    const len = 128 - Math.abs(a) * 0.12 + between(c.rnd, -8, 8);
    const droop = 0.12 + 0.55 * Math.abs(Math.sin(rad(a)));
    const sp = arcSpine(crown, a, len, droop);
    const d = frondD(sp, 13, (s) => 24 * Math.sin(Math.PI * (0.12 + 0.82 * s)), 0.55, 0.08);
    const col = i % 3 === 0 ? c.dark : i % 3 === 1 ? c.leaf : c.light;
    const target = Math.abs(a) > 60 ? backF : frontF;
    target.fill(col, d).line(c.deep, 2.2, spineD(sp, 5));
  });
  let fruit = '';
  if (c.art.accent) {
    let dates = '';
    for (const [x0, dx] of [
      [178, -1],
      [222, 1],
    ] as Pt[]) {
      for (let row = 0; row < 4; row++) {
        for (let k = 0; k <= 3 - row; k++) dates += ellipseD(x0 + dx * row * 3 + (k - (3 - row) / 2) * 8, 136 + row * 9, 3.6, 5);
      }
    }
    fruit = stroke('M190 118Q182 126 178 136M210 118Q218 126 222 136', '#c28b3c', 2.5) + path(dates, c.accent);
  }
  return { back: `${out}${backF}${fruit}${frontF}${path(circleD(200, top, 9), c.deep)}` };
}

function parlourPalm(c: Ctx): Parts {
  const out = new Paint();
  const stems = [-40, -22, -6, 10, 26, 44];
  stems.forEach((a, i) => {
    const len = 190 - Math.abs(a) * 0.9 + between(c.rnd, -10, 10);
    const sp = arcSpine([AX + a * 0.3, AY], a * 0.9, len, 0.18 + Math.abs(a) / 160);
    out.line(shade(c.leaf, -0.3), 2.4, spineD(sp, 5));
    out.fill(i % 2 === 0 ? c.leaf : c.dark, frondD(sp, 12, (s) => 30 * Math.sin(Math.PI * (0.08 + 0.85 * s)), 0.7, 0.3));
  });
  return { back: String(out) };
}

function canopy(c: Ctx, cx: number, cy: number, rx: number, ry: number, n: number, r0: number): string {
  let dark = '';
  let mid = ellipseD(cx, cy, rx * 0.92, ry * 0.88);
  let light = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + between(c.rnd, -0.2, 0.2);
    const k = 0.55 + 0.45 * c.rnd();
    dark += circleD(cx + Math.cos(a) * rx * k, cy + 6 + Math.sin(a) * ry * k, r0 * between(c.rnd, 0.8, 1.15));
  }
  for (let i = 0; i < n - 2; i++) {
    const a = (i / (n - 2)) * Math.PI * 2 + 0.3;
    mid += circleD(cx + Math.cos(a) * rx * 0.55, cy - 6 + Math.sin(a) * ry * 0.55, r0 * between(c.rnd, 0.75, 1));
  }
  for (let i = 0; i < 4; i++) {
    light += circleD(cx - rx * 0.35 + i * rx * 0.18, cy - ry * 0.45 + between(c.rnd, -8, 8), r0 * 0.55);
  }
  return path(dark, c.dark) + path(mid, c.leaf) + path(light, c.light, ' opacity=".7"');
}

function tree(c: Ctx): Parts {
  const trunk =
    path(`M190 ${AY + 4}Q194 200 186 150L196 146Q202 180 204 190Q208 168 222 148L230 154Q212 182 212 ${AY + 4}Z`, '#8a6244') +
    stroke('M198 230Q196 210 198 196', '#6e4b32', 2);
  let fruit = '';
  let shine = '';
  if (c.art.accent) {
    for (let i = 0; i < 11; i++) {
      const a = between(c.rnd, 0, Math.PI * 2);
      const k = Math.sqrt(c.rnd()) * 0.8;
      const x = 204 + Math.cos(a) * 92 * k;
      const y = 122 + Math.sin(a) * 62 * k;
      fruit += circleD(x, y, 6.5);
      shine += circleD(x - 2, y - 2, 2);
    }
  }
  return {
    back: trunk + canopy(c, 204, 118, 104, 78, 10, 40) + (fruit ? path(fruit, c.accent) + path(shine, '#fff', ' opacity=".4"') : ''),
  };
}

function olive(c: Ctx): Parts {
  const trunk =
    path(
      `M186 ${AY + 4}C180 236 196 222 188 200C182 184 168 176 160 160L170 154C182 170 194 176 200 186C204 170 220 162 232 148L240 156C224 172 214 186 214 204C214 226 222 240 216 ${AY + 4}Z`,
      '#8b7355',
    ) + stroke('M196 250C190 236 204 226 198 208M206 240C210 226 206 214 212 204', '#6b563d', 2.2);
  const centres: Pt[] = [
    [150, 134],
    [204, 104],
    [258, 132],
    [186, 150],
    [232, 158],
    [120, 160],
    [286, 164],
  ];
  let back = '';
  let blobs = '';
  for (const [x, y] of centres) {
    const rx = between(c.rnd, 40, 52);
    const ry = between(c.rnd, 28, 36);
    back += ellipseD(x, y, rx, ry);
    blobs += ellipseD(x + 6, y - 6, rx * 0.86, ry * 0.82);
  }
  const leaves = new Paint();
  for (let i = 0; i < 50; i++) {
    const [x, y] = centres[i % centres.length]!;
    const T = xf(x + between(c.rnd, -40, 40), y + between(c.rnd, -28, 26), between(c.rnd, -70, 70));
    leaves.fill(i % 2 ? c.light : shade(c.leaf, 0.42), leafD(T, 16, 5));
  }
  let fruit = '';
  for (let i = 0; i < 9; i++) {
    const [x, y] = centres[(i * 3) % centres.length]!;
    fruit += ellipseD(x + between(c.rnd, -28, 28), y + between(c.rnd, 4, 24), 4.5, 6);
  }
  return { back: trunk + path(back, c.dark) + path(blobs, c.leaf) + String(leaves) + path(fruit, c.accent) };
}

function pine(c: Ctx): Parts {
  const trunk =
    path(`M192 ${AY + 4}Q198 190 214 120L222 122Q210 190 210 ${AY + 4}Z`, '#7a5234') +
    stroke('M204 190Q180 170 156 150M208 160Q232 140 262 128M214 128Q196 110 176 98', '#7a5234', 6);
  const clouds: [number, number, number, number][] = [
    [150, 142, 62, 22],
    [262, 124, 66, 24],
    [196, 92, 78, 26],
    [226, 62, 54, 20],
  ];
  let dark = '';
  let mid = '';
  let needles = '';
  for (const [x, y, rx, ry] of clouds) {
    dark += ellipseD(x, y + 5, rx, ry);
    for (let i = 0; i < 5; i++) mid += ellipseD(x - rx * 0.6 + i * rx * 0.3, y - 2 + between(c.rnd, -4, 3), rx * 0.36, ry * 0.8);
    for (let i = 0; i < 14; i++) {
      const [dx, dy] = dir(between(c.rnd, -40, 40));
      needles += `M${p([x + between(c.rnd, -rx * 0.8, rx * 0.8), y + between(c.rnd, -ry * 0.8, ry * 0.6)])}l${f(dx * 9)} ${f(dy * 9)}`;
    }
  }
  const cones = path(ellipseD(170, 160, 5, 8) + ellipseD(250, 142, 5, 8), c.accent);
  return { back: trunk + path(dark, c.deep) + path(mid, c.leaf) + stroke(needles, c.light, 1.6) + cones };
}

function spinesAlong(x: number, y0: number, y1: number, step: number): string {
  let d = '';
  for (let y = y0; y < y1; y += step) d += `M${f(x - 3)} ${f(y - 3)}l6 6M${f(x + 3)} ${f(y - 3)}l-6 6`;
  return d;
}

function cactusColumnar(c: Ctx): Parts {
  const main = `M176 ${AY + 4}L176 96Q176 72 200 72Q224 72 224 96L224 ${AY + 4}Z`;
  const arms =
    'M178 200L150 200Q136 200 136 186L136 138Q136 124 148 124Q160 124 160 138L160 176L178 176Z' +
    'M222 168L252 168Q266 168 266 154L266 114Q266 100 254 100Q242 100 242 114L242 146L222 146Z';
  const ribLines = `M188 84L188 ${AY}M200 76L200 ${AY}M212 84L212 ${AY}M148 128L148 192M254 104L254 160`;
  let sp = '';
  for (const x of [182, 194, 206, 218]) sp += spinesAlong(x, 98, AY - 4, 18);
  sp += spinesAlong(142, 134, 194, 16) + spinesAlong(154, 134, 176, 16) + spinesAlong(248, 110, 160, 16) + spinesAlong(260, 110, 156, 16);
  const flower = c.art.accent ? path(petalRing(200, 70, 6, 7, 7), c.accent) + path(circleD(200, 70, 4), '#f4d35e') : '';
  return {
    back:
      path(arms, c.dark) +
      path(main, c.leaf) +
      path(`M210 ${AY + 4}L210 76Q224 80 224 96L224 ${AY + 4}Z`, c.dark, ' opacity=".6"') +
      stroke(ribLines, c.deep, 2, ' opacity=".45"') +
      stroke(sp, '#f3ecd2', 1.2) +
      flower,
  };
}

function cactusBarrel(c: Ctx): Parts {
  const cx = 200;
  const cy = 206;
  const rx = 84;
  const ry = 72;
  let ribsD = '';
  let spines = '';
  const spineCol = c.art.accent ? c.accent : '#f2d35b';
  for (let i = -4; i <= 4; i++) {
    const w = (rx * i) / 4.5;
    ribsD += `M${cx} ${cy - ry + 4}Q${f(cx + w * 2)} ${cy} ${cx} ${cy + ry}`;
    for (let j = 1; j < 8; j++) {
      const t = j / 8;
      spines += starD(cx + 2 * (1 - t) * t * w * 2, cy - ry + 4 + (2 * ry - 4) * t, 6.5 - Math.abs(i) * 0.5, 4, 0.15, i * 9 + j * 13);
    }
  }
  return {
    back:
      path(ellipseD(cx, cy, rx, ry), c.leaf) +
      path(`M${cx} ${cy - ry}A${rx} ${ry} 0 0 1 ${cx} ${cy + ry}A${rx * 0.55} ${ry} 0 0 0 ${cx} ${cy - ry}Z`, c.dark, ' opacity=".45"') +
      stroke(ribsD, c.deep, 2.2, ' opacity=".5"') +
      path(spines, 'none', ` stroke="${spineCol}" stroke-width="1.4"`) +
      path(ellipseD(cx, cy - ry + 10, 22, 9), shade(spineCol, 0.55)),
  };
}

function opuntia(c: Ctx): Parts {
  const pads: [number, number, number, number, number][] = [
    [200, 214, 40, 56, 0],
    [158, 148, 32, 44, -32],
    [246, 140, 34, 46, 28],
    [134, 86, 24, 34, -12],
    [276, 78, 26, 36, 18],
    [206, 92, 26, 36, 4],
  ];
  let out = '';
  let areoles = '';
  const fruits = new Paint();
  pads.forEach(([x, y, rx, ry, a], i) => {
    const col = i === 0 ? c.dark : i % 2 ? c.leaf : c.light;
    const T = xf(x, y, a);
    out += path(ellipseD(x, y, rx, ry, a), col) + path(ellipseD(...T(rx * 0.3, 4), rx * 0.55, ry * 0.85, a), '#000', ' opacity=".06"');
    for (let gx = -1; gx <= 1; gx++)
      for (let gy = -2; gy <= 2; gy++) {
        if (Math.abs(gx) + Math.abs(gy) > 2) continue;
        areoles += circleD(...T(gx * rx * 0.45 + (gy % 2) * 6, gy * ry * 0.32), 1.8);
      }
    if (i >= 3 && c.art.accent) {
      for (const k of [-0.5, 0, 0.5]) {
        const [fx, fy] = T(rx * k, -ry - 4);
        fruits.fill(c.accent, ellipseD(fx, fy, 7, 10, a + k * 30)).fill('#fff', circleD(fx - 2, fy - 4, 2), ' opacity=".4"');
      }
    }
  });
  return { back: out + path(areoles, '#f5eed6') + String(fruits) };
}

function segmentedCactus(c: Ctx): Parts {
  const segs = new Paint();
  const flowers = new Paint();
  const seg: Pt[] = [
    [-3, 0],
    [-7, -6],
    [-8, -13],
    [-12, -16],
    [-10, -22],
    [-12, -27],
    [-7, -30],
    [7, -30],
    [12, -27],
    [10, -22],
    [12, -16],
    [8, -13],
    [7, -6],
    [3, 0],
  ];
  const chains = [-66, -44, -22, 0, 22, 44, 66];
  chains.forEach((a0, i) => {
    let x = AX + a0 * 0.25;
    let y = AY - 2;
    let a = a0 * 0.55;
    const n = 4 + (i % 2);
    for (let j = 0; j < n; j++) {
      const T = xf(x, y, a);
      segs.fill((i + j) % 2 ? c.leaf : c.dark, polyT(T, seg));
      [x, y] = T(0, -28);
      a += (a0 === 0 ? (j % 2 ? 8 : -8) : a0 > 0 ? 1 : -1) * (8 + Math.abs(a0) * 0.25 + j * 5);
    }
    if (i % 4 !== 3) {
      const T = xf(x, y, a);
      flowers.fill(shade(c.accent, -0.12), polyT(T, [[-3, 0], [-5, -16], [5, -16], [3, 0]]));
      flowers.fill(
        c.accent,
        `M${p(T(0, -14))}Q${p(T(-14, -22))} ${p(T(-22, -36))}Q${p(T(-6, -32))} ${p(T(0, -20))}Q${p(T(6, -32))} ${p(T(22, -36))}Q${p(T(14, -22))} ${p(T(0, -14))}Z` +
          `M${p(T(0, -16))}Q${p(T(-8, -26))} ${p(T(-8, -40))}Q${p(T(0, -30))} ${p(T(0, -20))}Q${p(T(0, -30))} ${p(T(8, -40))}Q${p(T(8, -26))} ${p(T(0, -16))}Z`,
      );
      flowers.line('#fff2f6', 1.2, `M${p(T(0, -18))}L${p(T(0, -42))}`);
    }
  });
  return { back: String(segs) + String(flowers) };
}

function rosette(c: Ctx): Parts {
  const edge = c.art.accent ? c.accent : shade(c.leaf, -0.2);
  const ex = ` stroke="${edge}" stroke-width="2.2"`;
  const cy = AY - 14;
  const rows: [number, number, number, number, string][] = [
    [9, 88, 96, 42, c.dark],
    [8, 68, 88, 40, c.leaf],
    [6, 50, 76, 36, c.light],
    [4, 26, 60, 32, shade(c.leaf, 0.35)],
    [2, 8, 42, 26, shade(c.leaf, 0.5)],
  ];
  let back = '';
  for (const [n, spread, len, w, col] of rows) {
    let d = '';
    for (let i = 0; i < n; i++) {
      const a = n === 1 ? 0 : -spread + (2 * spread * i) / (n - 1);
      d += spoonD(xf(AX + a * 0.12, cy, a, 1, 0.92), len, w);
    }
    back += path(d, col, ex);
  }
  let front = '';
  for (const a of [-118, 118, -146, 146]) front += spoonD(xf(AX + a * 0.1, cy + 2, a, 1, 0.45), 50, 30);
  return { back, front: path(front, shade(c.leaf, 0.1), ex) };
}

function aloe(c: Ctx): Parts {
  const spots = c.art.accent ?? '#e8f0e0';
  const out = new Paint();
  const angles = [-62, 60, -44, 42, -26, 24, -9, 8, -2];
  angles.forEach((a, i) => {
    const len = 150 - Math.abs(a) * 0.7 + between(c.rnd, -10, 10);
    const sp = arcSpine([AX + a * 0.12, AY + 2], a, len, 0.12 + Math.abs(a) / 300);
    const col = i < 4 ? c.dark : i < 7 ? c.leaf : c.light;
    const hw = (s: number) => 18 * (1 - s) ** 0.8 + 0.5;
    let teeth = '';
    let dots = '';
    for (let k = 1; k < 8; k++) {
      const s = k / 9;
      const [x, y] = sp(s);
      const [tx, ty] = tangent(sp, s);
      const w = hw(s);
      teeth += `M${p([x - ty * w, y + tx * w])}l${f(-ty * 4 + tx * 3)} ${f(tx * 4 + ty * 3)}M${p([x + ty * w, y - tx * w])}l${f(ty * 4 + tx * 3)} ${f(-tx * 4 + ty * 3)}`;
      if (k % 2) dots += ellipseD(x + between(c.rnd, -w, w) * 0.4, y, 2.6, 1.6);
    }
    // One paint per leaf keeps the stacking of overlapping leaves right.
    out.raw(path(ribbonD(sp, hw, 12), col) + stroke(teeth, shade(col, 0.3), 1.5) + path(dots, spots, ' opacity=".8"'));
  });
  return { back: String(out) };
}

function jade(c: Ctx): Parts {
  const stem = '#8a7a4e';
  const branches =
    'M200 268C198 236 202 214 198 196M199 222C184 206 172 190 160 170M200 206C214 190 230 176 244 160M198 196C194 170 200 148 206 126M160 170C150 156 146 142 140 128M244 160C254 150 262 138 268 124M170 186C178 170 184 158 180 140';
  const tips: Pt[] = [
    [206, 122],
    [140, 124],
    [268, 120],
    [180, 136],
    [160, 170],
    [244, 160],
    [222, 150],
  ];
  const leaves = new Paint();
  const edge = ` stroke="${c.art.accent ? c.accent : shade(c.leaf, -0.3)}" stroke-width="2"`;
  tips.forEach(([x, y], i) => {
    const base = between(c.rnd, -20, 20);
    for (const a of [-70, -30, 0, 30, 70]) {
      const T = xf(x, y, base + a);
      leaves.fill(i % 2 ? c.leaf : c.light, ellipseD(...T(0, -18), 10, 15, base + a), edge);
    }
  });
  return { back: stroke(branches, stem, 11) + stroke(branches, shade(stem, 0.2), 3) + String(leaves) };
}

function fern(c: Ctx): Parts {
  const back = new Paint();
  const front = new Paint();
  const n = 15;
  for (let i = 0; i < n; i++) {
    const a = -112 + (224 * i) / (n - 1) + between(c.rnd, -5, 5);
    const absA = Math.abs(a);
    const len = 158 - absA * 0.4 + between(c.rnd, -10, 10);
    const sp = arcSpine([AX + a * 0.15, AY - 4], a * 0.8, len, 0.2 + absA / 220);
    const col = i % 3 === 0 ? c.dark : i % 3 === 1 ? c.leaf : c.light;
    (absA > 85 ? front : back)
      .fill(col, frondD(sp, 16, (s) => 17 * Math.sin(Math.PI * (0.05 + 0.9 * s)) ** 0.7, 0.35, 0.04))
      .line(c.deep, 1.4, spineD(sp, 5));
  }
  return { back: String(back), front: String(front) };
}

function maidenhair(c: Ctx): Parts {
  let stems = '';
  const fans = new Paint();
  const angles = [-70, -44, -20, 2, 24, 48, 72];
  angles.forEach((a, si) => {
    const len = 150 - Math.abs(a) * 0.4;
    const sp = arcSpine([AX + a * 0.2, AY], a * 0.8, len, 0.3 + Math.abs(a) / 180);
    stems += spineD(sp, 5);
    for (let k = 0; k < 6; k++) {
      const s = 0.36 + (k / 6) * 0.64;
      const [x, y] = sp(s);
      const [tx, ty] = tangent(sp, s);
      const side = k % 2 ? 1 : -1;
      const bx = x - ty * side * 12 + tx * 6;
      const by = y + tx * side * 12 + ty * 6;
      stems += `M${p([x, y])}L${p([bx, by])}`;
      const base = angleOf([bx - x, by - y]);
      for (const da of [-50, 0, 50]) {
        const r = 10 + c.rnd() * 3;
        const T = xf(bx, by, base + da);
        fans.fill((k + si) % 3 === 0 ? c.leaf : c.light, `M${p(T(0, 0))}L${p(T(-r * 0.95, -r * 0.45))}A${f(r)} ${f(r)} 0 0 1 ${p(T(r * 0.95, -r * 0.45))}Z`);
      }
    }
  });
  return { back: stroke(stems, '#2e241c', 1.4) + String(fans) };
}

function nestFern(c: Ctx): Parts {
  const out = new Paint();
  const angles = [-64, 62, -46, 44, -26, 28, -10, 12, 0];
  angles.forEach((a, i) => {
    const len = 165 - Math.abs(a) * 0.6;
    const sp = arcSpine([AX, AY + 2], a, len, 0.1 + Math.abs(a) / 260);
    const col = i < 4 ? c.dark : i < 7 ? c.leaf : c.light;
    let edge = 0;
    const hw = (s: number) => {
      edge++;
      return 21 * Math.sin(Math.PI * Math.min(1, 0.08 + s * 0.95)) ** 0.6 + (edge % 2) * 2.6;
    };
    out.raw(path(ribbonD(sp, hw, 22), col) + stroke(spineD(sp, 5), '#3b2a1c', 2.2, ' opacity=".7"'));
  });
  return { back: String(out) };
}

/** A split, fenestrated monstera leaf, pointing up from its stalk at the origin. */
function monsteraLeafD(T: Xf, L: number, W: number, rnd: () => number): string {
  const ctrl: Pt[] = [
    [0, -0.06],
    [0.2, 0.06],
    [0.5, 0.04],
    [0.76, -0.12],
    [0.92, -0.36],
    [0.9, -0.6],
    [0.72, -0.82],
    [0.4, -0.97],
    [0.06, -1.02],
  ];
  const dense: Pt[] = [];
  for (let i = 0; i < ctrl.length - 1; i++) {
    const p0 = ctrl[Math.max(0, i - 1)]!;
    const p1 = ctrl[i]!;
    const p2 = ctrl[i + 1]!;
    const p3 = ctrl[Math.min(ctrl.length - 1, i + 2)]!;
    for (let k = 0; k < 3; k++) {
      const t = k / 3;
      const cr = (a: number, b: number, cc: number, d: number) =>
        0.5 * (2 * b + (-a + cc) * t + (2 * a - 5 * b + 4 * cc - d) * t * t + (-a + 3 * b - 3 * cc + d) * t * t * t);
      dense.push([cr(p0[0], p1[0], p2[0], p3[0]), cr(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  dense.push([0, -1.02]);
  const side = (mirror: number): Pt[] => {
    const out: Pt[] = [];
    dense.forEach(([x, y], i) => {
      out.push([x * W * mirror, y * L]);
      if (i >= 4 && i < dense.length - 3 && (i - 4) % 3 === 0) {
        const depth = 0.28 + rnd() * 0.16;
        const midY = y * L * 0.72 - L * 0.16;
        out.push([x * W * mirror * depth, midY * (1 - depth) + y * L * depth]);
      }
    });
    return out;
  };
  const outline = [...side(1), ...side(-1).reverse()];
  let holes = '';
  for (let k = 0; k < 2; k++) {
    const y = -L * (0.42 + k * 0.24);
    holes += ellipseD(...T(W * 0.16, y), W * 0.035, L * 0.05) + ellipseD(...T(-W * 0.16, y - L * 0.08), W * 0.035, L * 0.05);
  }
  return polyD(outline.map(([x, y]) => T(x, y))) + holes;
}

function monstera(c: Ctx): Parts {
  const leaves: [number, number, number, number, string][] = [
    [-62, 128, 40, 0.74, c.dark],
    [60, 124, -34, 0.72, c.dark],
    [-30, 178, 14, 0.86, c.leaf],
    [26, 166, -14, 0.84, c.leaf],
    [-4, 112, 8, 0.72, c.light],
  ];
  let out = '';
  for (const [a, len, bend, sc, col] of leaves) {
    const sp = arcSpine([AX + a * 0.1, AY + 4], a * 0.7, len, 0.12 + Math.abs(a) / 400);
    const tip = sp(1);
    const T = xf(tip[0], tip[1] + 6, angleOf(tangent(sp, 1)) + bend);
    const L = 104 * sc;
    const W = 88 * sc;
    out +=
      stroke(spineD(sp, 5), shade(c.leaf, -0.15), 4) +
      `<path d="${monsteraLeafD(T, L, W, c.rnd)}" fill="${col}" fill-rule="evenodd"/>` +
      stroke(`M${p(T(0, 0))}Q${p(T(W * 0.05, -L * 0.5))} ${p(T(0, -L * 0.96))}`, shade(col, 0.25), 2);
  }
  return { back: out };
}

function trailing(c: Ctx): Parts {
  const vari = c.art.accent ?? shade(c.leaf, 0.4);
  const heart = (out: Paint, x: number, y: number, ang: number, len: number, col: string) => {
    const T = xf(x, y, ang);
    out
      .fill(col, heartD(T, len, len * 0.62))
      .fill(vari, `M${p(T(len * 0.08, -len * 0.2))}Q${p(T(len * 0.34, -len * 0.5))} ${p(T(len * 0.06, -len * 0.82))}Q${p(T(len * 0.18, -len * 0.5))} ${p(T(len * 0.08, -len * 0.2))}Z`, ' opacity=".75"')
      .line(shade(col, -0.2), 1.2, `M${p(T(0, -len * 0.1))}L${p(T(0, -len * 0.85))}`);
  };
  const back = new Paint();
  const tops: [number, number, number][] = [
    [-52, 66, -50],
    [54, 62, 52],
    [-36, 92, -30],
    [38, 88, 34],
    [-14, 112, -10],
    [16, 104, 14],
    [0, 74, 2],
  ];
  let stems = '';
  for (const [a, len] of tops) stems += spineD(arcSpine([AX, AY], a, len, 0.1), 4);
  const topLeaves = new Paint();
  tops.forEach(([a, len, ang], i) => {
    const t = arcSpine([AX, AY], a, len, 0.1)(1);
    const leafPaint = new Paint();
    heart(leafPaint, t[0], t[1], ang, 46 - (i % 3) * 3, i % 2 ? c.leaf : c.dark);
    topLeaves.raw(String(leafPaint));
  });
  back.line(c.dark, 2.4, stems).raw(String(topLeaves));
  const front = new Paint();
  const vines: [number, number, number][] = [
    [134, -1, 100],
    [150, -1, 66],
    [264, 1, 92],
    [250, 1, 56],
  ];
  let vineD = '';
  const vineLeaves = new Paint();
  vines.forEach(([x0, sideDir, drop]) => {
    const pts: Pt[] = [
      [x0 + sideDir * -6, 264],
      [x0 + sideDir * 14, 276],
      [x0 + sideDir * 20, 276 + drop * 0.4],
      [x0 + sideDir * 12, 276 + drop * 0.75],
      [x0 + sideDir * 22, 276 + drop],
    ];
    vineD += smoothD(pts);
    for (let k = 1; k <= 6; k++) {
      const t = (k / 6.4) * (pts.length - 1);
      const seg = Math.min(pts.length - 2, Math.floor(t));
      const lt = t - seg;
      const a = pts[seg]!;
      const b = pts[seg + 1]!;
      heart(vineLeaves, a[0] + (b[0] - a[0]) * lt, a[1] + (b[1] - a[1]) * lt, 180 + (k % 2 ? 55 : -55) - sideDir * 10, 26 - k, k % 2 ? c.leaf : c.light);
    }
  });
  front.line(c.dark, 2, vineD).raw(String(vineLeaves));
  return { back: String(back), front: String(front) };
}

function uprightLeaves(c: Ctx): Parts {
  const edge = c.art.accent;
  const band = shade(c.leaf, 0.28);
  const specs: [number, number, number][] = [
    [-44, 120, -24],
    [42, 128, 22],
    [-34, 150, -16],
    [30, 160, 14],
    [-14, 196, -6],
    [12, 210, 4],
    [-2, 170, 0],
  ];
  let out = '';
  specs.forEach(([dx, h, a], i) => {
    const base: Pt = [AX + dx, AY + 4];
    const sp: Spine = (s) => {
      const [ux, uy] = dir(a * s * 0.9);
      return [base[0] + ux * h * s + Math.sin(s * 3 + i) * 4, base[1] + uy * h * s];
    };
    const hw = (s: number) => 15 * Math.sin(Math.PI * Math.min(1, 0.35 + s * 0.65)) ** 0.5 * (1 - s * 0.15) + 0.5;
    const col = i % 3 === 0 ? c.dark : c.leaf;
    let bands = '';
    for (let k = 1; k < 10; k++) {
      const [x, y] = sp(k / 11);
      const w = hw(k / 11) * 0.8;
      bands += `M${f(x - w)} ${f(y)}l${f(w * 0.5)} -4l${f(w * 0.5)} 4l${f(w * 0.5)} -4l${f(w * 0.5)} 4`;
    }
    out +=
      path(ribbonD(sp, hw, 14), col, edge ? ` stroke="${edge}" stroke-width="3" stroke-linejoin="round"` : '') +
      stroke(bands, band, 2.2, ' opacity=".7"');
  });
  return { back: out };
}

function zz(c: Ctx): Parts {
  const stems = new Paint();
  const leaves = new Paint();
  const angles = [-56, -32, -10, 12, 34, 58];
  angles.forEach((a, i) => {
    const len = 196 - Math.abs(a) * 0.8 + between(c.rnd, -10, 10);
    const sp = arcSpine([AX + a * 0.15, AY + 4], a * 0.8, len, 0.08 + Math.abs(a) / 260);
    stems.fill(shade(c.leaf, -0.05), ribbonD(sp, (s) => 4.5 * (1 - s) + 1.5, 8));
    for (let k = 0; k < 4; k++) {
      const s = 0.38 + k * 0.16;
      const [x, y] = sp(s);
      const base = angleOf(tangent(sp, s));
      const L = 30 - k * 2;
      for (const side of [-1, 1]) {
        const T = xf(x, y, base + side * 42);
        leaves.fill((i + k + (side > 0 ? 1 : 0)) % 2 ? c.leaf : c.dark, leafD(T, L, 15)).line(c.light, 1.6, `M${p(T(-2, -L * 0.3))}Q${p(T(-3, -L * 0.55))} ${p(T(-1, -L * 0.75))}`, ' opacity=".8"');
      }
    }
    const T = xf(...sp(1), angleOf(tangent(sp, 1)));
    leaves.fill(c.light, leafD(T, 26, 15));
  });
  return { back: String(stems) + String(leaves) };
}

function spider(c: Ctx): Parts {
  const stripe = c.art.accent ?? '#f4f6e8';
  const back = new Paint();
  const front = new Paint();
  const n = 18;
  for (let i = 0; i < n; i++) {
    const a = -108 + (216 * i) / (n - 1) + between(c.rnd, -6, 6);
    const len = 165 - Math.abs(a) * 0.3 + between(c.rnd, -14, 14);
    const sp = arcSpine([AX + a * 0.1, AY], a * 0.7, len, 0.14 + Math.abs(a) / 210);
    // One paint per leaf so each leaf's stripe stays on top of it.
    (Math.abs(a) > 80 ? front : back).raw(
      path(ribbonD(sp, (s) => 8 * (1 - s) ** 0.7 + 0.4, 9), i % 2 ? c.leaf : c.dark) + stroke(spineD(sp, 5, 0.02), stripe, 2.6),
    );
  }
  // runners with baby plantlets
  let runners = '';
  const babies = new Paint();
  for (const [x0, dx] of [
    [150, -1],
    [250, 1],
  ] as Pt[]) {
    const end: Pt = [x0 + dx * 70, 360];
    runners += `M${x0} 262Q${x0 + dx * 80} 250 ${p(end)}`;
    for (const a of [-50, -20, 10, 40, 70]) babies.fill(a % 20 ? c.leaf : c.light, leafD(xf(end[0], end[1], (a - 10) * dx), 26, 6));
  }
  front.line('#c9c59a', 2, runners).raw(String(babies));
  return { back: String(back), front: String(front) };
}

function bushLeaves(c: Ctx, cx: number, cy: number, rx: number, ry: number, n: number, shape: LeafShape, size: number): string {
  let stems = '';
  for (let i = 0; i < 7; i++) {
    const x = cx - rx * 0.7 + (i * rx * 1.4) / 6;
    stems += `M${f(AX + (x - AX) * 0.2)} ${AY}Q${f(x)} ${f(cy + ry * 0.3)} ${f(x + between(c.rnd, -10, 10))} ${f(cy - ry * 0.5)}`;
  }
  // Depth bands (back = dark, front = light), each band one paint so stacking stays right.
  const bands = [new Paint(), new Paint(), new Paint()];
  for (let i = 0; i < n; i++) {
    const a = between(c.rnd, 0, Math.PI * 2);
    const k = Math.sqrt(c.rnd());
    const x = cx + Math.cos(a) * rx * k;
    const y = cy + Math.sin(a) * ry * k;
    const ang = ((x - cx) / rx) * 70 + between(c.rnd, -20, 20);
    const len = size * between(c.rnd, 0.85, 1.15);
    const depth = (y - (cy - ry)) / (2 * ry);
    const band = depth > 0.6 ? 2 : depth > 0.3 ? 1 : 0;
    const col = [c.dark, c.leaf, c.light][band]!;
    const out = bands[band]!;
    const T = xf(x, y, ang);
    if (shape === 'round') {
      const [ox, oy] = T(0, -len * 0.45);
      out.fill(col, circleD(ox, oy, len * 0.5)).line(shade(col, -0.3), 2.5, circleD(ox, oy, len * 0.3), ' opacity=".22"');
    } else if (shape === 'narrow') {
      out.fill(col, leafD(T, len * 1.3, len * 0.3)).line(shade(col, -0.2), 1.2, veinD(T, len * 1.3));
    } else {
      out.fill(col, leafD(T, len, len * 0.7)).line(shade(col, 0.2), 1.2, veinD(T, len));
    }
  }
  return stroke(stems, shade(c.leaf, -0.25), 3) + bands.join('');
}

function herb(c: Ctx): Parts {
  return { back: bushLeaves(c, AX, 186, 84, 62, 56, c.art.leafShape ?? 'oval', 28) };
}

function herbNeedle(c: Ctx): Parts {
  let stems = '';
  let needles = '';
  let flowers = '';
  const angles = [-36, -24, -12, -2, 8, 18, 30, 42];
  angles.forEach((a, i) => {
    const len = 170 - Math.abs(a) * 1.2 + between(c.rnd, -14, 14);
    const sp = arcSpine([AX + a * 0.3, AY], a, len, 0.05);
    stems += spineD(sp, 4);
    for (let k = 0; k < 16; k++) {
      const s = 0.12 + (k / 16) * 0.88;
      const [x, y] = sp(s);
      const up = dir(a + (k % 2 ? 40 : -40));
      const l = 14 - s * 6;
      needles += `M${p([x, y])}l${f(up[0] * l)} ${f(up[1] * l)}`;
      if (k % 5 === 2 && i % 2 === 0) flowers += circleD(x + up[0] * l, y + up[1] * l, 3.2);
    }
  });
  return {
    back: stroke(stems, '#7b6a4c', 2.6) + stroke(needles, c.dark, 3.2) + stroke(needles, c.light, 1.2, ' opacity=".6"') + path(flowers, c.accent),
  };
}

function lavender(c: Ctx): Parts {
  let foliage = '';
  for (let i = 0; i < 34; i++) {
    const a = -72 + (144 * i) / 33 + between(c.rnd, -6, 6);
    const l = 44 + between(c.rnd, 0, 26) - Math.abs(a) * 0.15;
    const [dx, dy] = dir(a);
    foliage += `M${f(AX + a * 0.55)} ${AY + 2}q${f(dx * l * 0.3)} ${f(-l * 0.8)} ${f(dx * l)} ${f(dy * l)}`;
  }
  let stems = '';
  let spikes = '';
  let bracts = '';
  const n = 11;
  for (let i = 0; i < n; i++) {
    const a = -34 + (68 * i) / (n - 1) + between(c.rnd, -4, 4);
    const len = 170 - Math.abs(a) * 1.3 + between(c.rnd, -10, 10);
    const sp = arcSpine([AX + a * 0.3, AY - 10], a, len, 0.06);
    stems += spineD(sp, 3);
    for (let k = 0; k < 6; k++) {
      const [x, y] = sp(0.8 + k * 0.04);
      spikes += ellipseD(x, y, 5.4 - k * 0.35, 4.4);
    }
    const T = xf(...sp(1), angleOf(tangent(sp, 1)));
    if (c.art.flower !== 'cup') bracts += leafD(xf(...T(0, 2), angleOf(tangent(sp, 1)) - 24), 13, 8) + leafD(xf(...T(0, 2), angleOf(tangent(sp, 1)) + 24), 13, 8);
  }
  return {
    back:
      stroke(foliage, c.dark, 4.4) +
      stroke(foliage, c.light, 1.6, ' opacity=".7"') +
      stroke(stems, c.leaf, 2) +
      path(spikes, c.accent) +
      path(bracts, shade(c.accent, 0.35)),
  };
}

function floweringShrub(c: Ctx): Parts {
  const flower = c.art.flower ?? 'cup';
  const spots: Pt[] = [
    [156, 132],
    [236, 118],
    [198, 186],
    [262, 190],
    [140, 204],
  ];
  const out = new Paint();
  spots.forEach(([x, y], i) => flowerAt(out, flower, x, y, 26, i % 2 ? shade(c.accent, 0.1) : c.accent, i * 23));
  return { back: bushLeaves(c, AX, 170, 96, 76, 58, c.art.leafShape ?? 'oval', 34) + String(out) };
}

function flowerCluster(c: Ctx): Parts {
  const shape = c.art.leafShape ?? 'round';
  const flower = c.art.flower ?? 'cup';
  const heads: Pt[] = [
    [150, 116],
    [206, 92],
    [258, 124],
    [182, 150],
    [238, 160],
  ];
  let stalks = '';
  for (const [x, y] of heads) stalks += `M${AX} ${AY - 30}Q${f((x + AX) / 2)} ${f(y + 60)} ${f(x)} ${f(y)}`;
  const out = new Paint();
  heads.forEach(([x, y], i) => {
    for (let k = 0; k < 7; k++) {
      const a = k === 0 ? 0 : 60 * k + i * 10;
      const [dx, dy] = k === 0 ? [0, 0] : dir(a);
      const fx = x + dx * 14;
      const fy = y + dy * 12;
      const col = k % 2 ? c.accent : shade(c.accent, 0.12);
      if (flower === 'cup') {
        // Round petals as zero-length round-capped strokes: a compact way to draw many dots.
        let dots = '';
        for (let q = 0; q < 5; q++) {
          const [px, py] = dir(a + q * 72);
          dots += `M${p([fx + px * 5, fy + py * 5])}h0`;
        }
        out.line(col, 11.2, dots).line('#fff', 3.2, `M${p([fx, fy])}h0`, ' opacity=".8"');
      } else {
        flowerAt(out, flower, fx, fy, 13, col, a);
      }
    }
  });
  return {
    back: bushLeaves(c, AX, 212, 90, 44, 40, shape, shape === 'round' ? 34 : 38) + stroke(stalks, shade(c.leaf, -0.1), 3) + String(out),
  };
}

function climber(c: Ctx): Parts {
  const trellis = stroke('M150 266L150 90Q150 40 200 40Q250 40 250 90L250 266M200 40L200 266M150 130L250 130M150 200L250 200', '#c9a77c', 5);
  const vine =
    smoothD([
      [186, 266],
      [160, 230],
      [154, 180],
      [166, 140],
      [150, 96],
      [170, 54],
      [214, 44],
      [246, 78],
      [238, 124],
      [256, 170],
      [238, 214],
      [214, 264],
    ]) +
    smoothD([
      [206, 266],
      [222, 226],
      [190, 196],
      [212, 160],
      [194, 120],
      [208, 80],
    ]);
  const shape = c.art.leafShape ?? 'oval';
  const flower = c.art.flower ?? 'star';
  const leaves = new Paint();
  const flowers = new Paint();
  const pts: Pt[] = [
    [160, 236],
    [152, 200],
    [158, 160],
    [156, 120],
    [154, 84],
    [176, 52],
    [206, 44],
    [236, 58],
    [246, 98],
    [244, 140],
    [252, 180],
    [236, 220],
    [218, 232],
    [200, 196],
    [208, 154],
    [198, 116],
    [206, 84],
  ];
  pts.forEach(([x, y], i) => {
    for (const side of [-1, 1]) {
      const T = xf(x, y, side * between(c.rnd, 40, 80) + (i % 2 ? 20 : -20));
      leaves.fill((i + side + 2) % 2 ? c.leaf : c.dark, shape === 'narrow' ? leafD(T, 24, 9) : leafD(T, 20, 14));
    }
    if (i % 2 === 0) flowerAt(flowers, flower, x + between(c.rnd, -8, 8), y - 6, flower === 'bracts' ? 17 : 11, c.accent, i * 37);
  });
  return { back: trellis + stroke(vine, shade(c.leaf, -0.35), 2.5) + String(leaves) + String(flowers) };
}

function orchid(c: Ctx): Parts {
  const leaves = new Paint();
  for (const [dx, a, L, w, col] of [
    [-6, -72, 96, 46, c.dark],
    [6, 70, 100, 48, c.dark],
    [0, -40, 80, 40, c.leaf],
    [0, 34, 84, 42, c.leaf],
  ] as [number, number, number, number, string][]) {
    const T = xf(AX + dx, AY + 2, a);
    leaves.raw(path(leafD(T, L, w), col) + stroke(veinD(T, L), shade(col, 0.2), 2));
  }
  const spike = smoothD([
    [200, AY - 10],
    [198, 170],
    [202, 112],
    [230, 78],
    [270, 80],
    [302, 116],
    [312, 148],
  ]);
  const blooms: Pt[] = [
    [204, 124],
    [238, 86],
    [278, 92],
    [304, 128],
  ];
  const petals = new Paint();
  blooms.forEach(([x, y], i) => {
    const r = 31 - i * 2.5;
    const T = xf(x, y);
    const back = shade(c.accent, -0.05);
    petals.raw(
      path(
        `M${p(T(0, 0))}L${p(T(-r * 0.35, -r))}Q${p(T(0, -r * 1.15))} ${p(T(r * 0.35, -r))}Z` +
          `M${p(T(0, 0))}L${p(T(-r * 0.9, r * 0.7))}Q${p(T(-r * 0.4, r * 1.1))} ${p(T(-r * 0.1, r * 0.5))}Z` +
          `M${p(T(0, 0))}L${p(T(r * 0.9, r * 0.7))}Q${p(T(r * 0.4, r * 1.1))} ${p(T(r * 0.1, r * 0.5))}Z`,
        back,
      ) +
        path(ellipseD(x - r * 0.55, y - r * 0.05, r * 0.55, r * 0.48) + ellipseD(x + r * 0.55, y - r * 0.05, r * 0.55, r * 0.48), c.accent) +
        path(`M${f(x - 6)} ${f(y + 2)}Q${f(x)} ${f(y + r * 0.75)} ${f(x + 6)} ${f(y + 2)}Z`, shade(c.accent, -0.45)) +
        path(circleD(x, y - 1, 3.2), '#f4d35e'),
    );
  });
  return {
    back:
      String(leaves) +
      stroke(`M196 ${AY}L196 70`, '#b89868', 3) +
      stroke(spike, '#5f7a3d', 3) +
      String(petals) +
      path(ellipseD(313, 152, 6, 8), shade(c.accent, -0.1)),
  };
}

function padD(x: number, y: number, rx: number, ry: number, notch: number): string {
  const a1 = rad(notch - 12);
  const a2 = rad(notch + 12);
  const p1: Pt = [x + Math.cos(a1) * rx, y + Math.sin(a1) * ry];
  const p2: Pt = [x + Math.cos(a2) * rx, y + Math.sin(a2) * ry];
  return `M${f(x)} ${f(y)}L${p(p2)}A${f(rx)} ${f(ry)} 0 1 1 ${p(p1)}Z`;
}

function waterLily(c: Ctx): Parts {
  const pads: [number, number, number, number, number][] = [
    [104, 246, 54, 20, 70],
    [296, 240, 58, 21, 120],
    [246, 284, 48, 17, -60],
    [134, 284, 40, 15, 200],
    [326, 278, 30, 12, 30],
  ];
  let under = '';
  let light = '';
  let mid = '';
  pads.forEach(([x, y, rx, ry, notch], i) => {
    under += padD(x, y + 3, rx, ry, notch);
    if (i % 2) mid += padD(x, y, rx, ry, notch);
    else light += padD(x, y, rx, ry, notch);
  });
  const bloom = (fx: number, fy: number, k: number) => {
    const ring = (angles: number[], L: number, w: number) => angles.map((a) => petalD(xf(fx, fy, a, k), L, w)).join('');
    return (
      path(ellipseD(fx, fy + 8 * k, 56 * k, 16 * k), c.dark) +
      path(ring([-100, -74, 74, 100, -124, 124], 60, 21), shade(c.accent, -0.1)) +
      path(ring([-48, -24, 0, 24, 48], 70, 25), c.accent) +
      path(ring([-30, -10, 10, 30], 44, 16), shade(c.accent, 0.3)) +
      path(ellipseD(fx, fy - 8 * k, 13 * k, 7 * k), '#f4c542')
    );
  };
  const bud = xf(300, 236, 12);
  // A clump of reeds at the back of the pond.
  let reeds = '';
  let heads = '';
  for (const [x, h, a] of [
    [58, 150, -8],
    [70, 182, -3],
    [82, 130, 6],
    [94, 166, 10],
    [106, 112, 16],
    [330, 120, 8],
    [342, 96, 16],
  ] as [number, number, number][]) {
    const sp = arcSpine([x, 236], a, h, 0.02);
    reeds += ribbonD(sp, (t) => 3.2 * (1 - t) + 0.3, 6);
    if (h > 140) {
      const [hx, hy] = sp(0.8);
      heads += ellipseD(hx, hy, 4.5, 13, a);
    }
  }
  return {
    back:
      path(reeds, shade(c.leaf, 0.1)) +
      path(heads, '#8a5a34') +
      path(under, c.dark) +
      path(mid, c.leaf) +
      path(light, c.light) +
      bloom(192, 254, 1) +
      path(petalD(bud, 34, 12), shade(c.accent, -0.1)) +
      path(petalD(bud, 32, 5), shade(c.accent, 0.25)),
  };
}

function lotus(c: Ctx): Parts {
  const leaves: [number, number, number, number][] = [
    [120, 150, 48, 18],
    [276, 128, 52, 20],
    [220, 200, 40, 15],
  ];
  let stems = '';
  for (const [x, y] of leaves) stems += `M${f(AX + (x - AX) * 0.3)} ${AY}Q${f(x)} ${f(y + 60)} ${f(x)} ${f(y)}`;
  stems += `M${AX} ${AY}Q196 160 186 96M${AX} ${AY}Q236 200 252 180`;
  let out = stroke(stems, shade(c.leaf, -0.2), 3.2);
  for (const [x, y, rx, ry] of leaves) {
    let veins = '';
    for (let k = 0; k < 10; k++) {
      const a = (Math.PI * 2 * k) / 10;
      veins += `M${f(x)} ${f(y)}L${f(x + Math.cos(a) * rx * 0.9)} ${f(y + Math.sin(a) * ry * 0.9)}`;
    }
    out += path(ellipseD(x, y + 4, rx, ry), c.dark) + path(ellipseD(x, y, rx, ry), c.leaf) + stroke(veins, c.light, 1.4) + path(circleD(x, y, 4), c.light);
  }
  const fx = 186;
  const fy = 96;
  const ring = (angles: number[], L: number, w: number) => angles.map((a) => petalD(xf(fx, fy, a), L, w)).join('');
  const bud = xf(252, 180, 14);
  out +=
    path(ring([-80, 80, -60, 60], 42, 18), shade(c.accent, -0.1)) +
    path(ring([-36, 36, -14, 14], 52, 22), c.accent) +
    path(`M${fx - 13} ${fy - 16}L${fx + 13} ${fy - 16}L${fx + 9} ${fy - 4}L${fx - 9} ${fy - 4}Z`, '#e8c547') +
    path(ring([0], 40, 17), shade(c.accent, 0.2)) +
    path(petalD(bud, 36, 12), c.accent) +
    path(petalD(bud, 34, 4), shade(c.accent, 0.25));
  return { back: out };
}

function aquatic(c: Ctx): Parts {
  const leaves: [number, number, number][] = [
    [-64, 76, 54],
    [58, 84, 50],
    [-36, 108, 52],
    [30, 116, 54],
    [-10, 130, 50],
    [10, 92, 44],
  ];
  let stalks = '';
  const out = new Paint();
  leaves.forEach(([a, len, l], i) => {
    const sp = arcSpine([AX + a * 0.3, AY - 2], a * 0.7, len, 0.05);
    stalks += spineD(sp, 4);
    const T = xf(...sp(1), angleOf(tangent(sp, 1)));
    out.raw(path(leafD(T, l, l * 0.62), i % 2 ? c.leaf : c.dark) + stroke(veinD(T, l), shade(c.leaf, 0.25), 1.5));
  });
  return {
    back:
      stroke(`M176 ${AY}Q200 ${AY - 10} 226 ${AY}`, '#6d5a3e', 9) +
      stroke(stalks, shade(c.leaf, 0.15), 3) +
      String(out) +
      path(circleD(258, 150, 5) + circleD(266, 118, 3.5) + circleD(254, 92, 2.5), 'none', ' stroke="#fff" stroke-width="2" opacity=".9"'),
  };
}

function papyrus(c: Ctx): Parts {
  let stems = '';
  let rays = '';
  let heads = '';
  const angles = [-38, -24, -12, -2, 10, 22, 36];
  for (const a of angles) {
    const len = 210 - Math.abs(a) * 1.6 + between(c.rnd, -16, 16);
    const sp = arcSpine([AX + a * 0.2, AY], a, len, 0.04);
    stems += spineD(sp, 3);
    const [x, y] = sp(1);
    for (let k = 0; k < 22; k++) {
      const [dx, dy] = dir(-150 + (300 * k) / 21 + a * 0.5);
      const l = 30 + (k % 3) * 6;
      rays += `M${f(x)} ${f(y)}q${f(dx * l * 0.6)} ${f(dy * l * 0.6 - 4)} ${f(dx * l)} ${f(dy * l + Math.abs(dx) * 10)}`;
    }
    heads += circleD(x, y, 3.6);
  }
  return { back: stroke(stems, shade(c.leaf, -0.15), 3.2) + stroke(rays, c.light, 1.4) + path(heads, c.accent) };
}

const FORMS: Record<PlantForm, (c: Ctx) => Parts> = {
  palm,
  'parlour-palm': parlourPalm,
  tree,
  olive,
  pine,
  'cactus-columnar': cactusColumnar,
  'cactus-barrel': cactusBarrel,
  opuntia,
  'segmented-cactus': segmentedCactus,
  rosette,
  aloe,
  'succulent-jade': jade,
  fern,
  maidenhair,
  'nest-fern': nestFern,
  monstera,
  trailing,
  'upright-leaves': uprightLeaves,
  zz,
  spider,
  herb,
  'herb-needle': herbNeedle,
  lavender,
  'flowering-shrub': floweringShrub,
  'flower-cluster': flowerCluster,
  climber,
  orchid,
  'water-lily': waterLily,
  lotus,
  aquatic,
  papyrus,
};

// ---------------------------------------------------------------------------------------------
// Composition

function seedOf(art: Omit<PlantArt, 'background'>): string {
  return art.seed ?? `${art.form}|${art.leaf}|${art.accent ?? ''}|${art.pot}|${art.leafShape ?? ''}|${art.flower ?? ''}`;
}

/** The plant and its pot, drawn in the 400×400 frame (no background). */
function plantGroup(art: Omit<PlantArt, 'background'>): string {
  const leaf = color(art.leaf, '#4f8a3c');
  const ctx: Ctx = {
    art,
    rnd: prng(seedOf(art)),
    leaf,
    dark: shade(leaf, -0.2),
    deep: shade(leaf, -0.45),
    light: shade(leaf, 0.22),
    accent: color(art.accent, '#e8a33d'),
  };
  const potStyle: PotStyle = POT_STYLES.includes(art.pot) ? art.pot : 'terracotta';
  const parts = (FORMS[art.form] ?? herb)(ctx);
  const pot = potParts(potStyle);
  const scale = Math.min(1.3, Math.max(0.6, art.scale ?? 1));
  const t = [potTransform(potStyle), scale === 1 ? '' : `translate(${AX} ${AY}) scale(${f(scale)}) translate(${-AX} ${-AY})`]
    .filter(Boolean)
    .join(' ');
  const wrap = (s: string) => (s && t ? g(t, s) : s);
  return pot.shadow + pot.back + wrap(parts.back) + pot.front + wrap(parts.front ?? '');
}

function background(bg: string): string {
  const base = color(bg, '#eef4ea');
  return (
    `<rect width="400" height="400" fill="${base}"/>` +
    path(circleD(200, 196, 150), shade(base, 0.45)) +
    path(circleD(70, 70, 26) + circleD(338, 300, 18), shade(base, -0.04))
  );
}

function svgDoc(body: string, title: string | undefined): string {
  const t = title ? `<title>${escapeXml(title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400"${t ? ' role="img"' : ''}>${t}${body}</svg>`;
}

/** A complete standalone SVG document picturing one plant (400×400). */
export function renderPlantSvg(art: PlantArt, opts: RenderOptions = {}): string {
  return svgDoc(background(art.background) + plantGroup(art), opts.title);
}

/** A complete standalone SVG document for a category card: 1–3 plants side by side (400×400). */
export function renderCategorySvg(art: CategoryArt, opts: RenderOptions = {}): string {
  const plants = art.plants.slice(0, 3);
  const layouts: Record<number, [number, number, number][]> = {
    1: [[200, 0, 0.92]],
    2: [
      [128, 18, 0.66],
      [272, 18, 0.66],
    ],
    3: [
      [92, 40, 0.52],
      [308, 40, 0.52],
      [200, 14, 0.62],
    ],
  };
  // With three plants the third stands in the middle, slightly larger, drawn last (in front).
  const layout = layouts[plants.length] ?? [];
  let body = background(art.background);
  plants.forEach((plant, i) => {
    const [x, dy, s] = layout[i]!;
    body += g(`translate(${f(x)} ${f(200 + dy)}) scale(${s}) translate(-200 -200)`, plantGroup(plant));
  });
  return svgDoc(body, opts.title);
}

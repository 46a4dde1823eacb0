// Generates the six showcase illustrations shipped in public/showcase (our own artwork, a few KB
// each). Run with `npx tsx scripts/generate-showcase-art.ts` after changing a palette.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Scene = {
  file: string;
  title: string;
  sky: [string, string];
  sea: string;
  land: string[];
  sun: { x: number; y: number; r: number; color: string };
  ridges: number[][];
  extra?: string;
};

const W = 800;
const H = 600;

function ridgePath(points: number[], baseY: number): string {
  const step = W / (points.length - 1);
  const coords = points.map((y, i) => `${Math.round(i * step)},${y}`);
  return `M0,${baseY} L${coords.join(" L")} L${W},${baseY} Z`;
}

const scenes: Scene[] = [
  {
    file: "na-pali-coast.svg",
    title: "Nā Pali Coast",
    sky: ["#7cc6f0", "#e6f6ff"],
    sea: "#1f7fb8",
    land: ["#2f6b3a", "#3f8a47", "#57a85a"],
    sun: { x: 650, y: 110, r: 48, color: "#fff4c2" },
    ridges: [
      [420, 180, 260, 150, 300, 200, 360, 470],
      [470, 300, 240, 330, 280, 390, 470],
      [520, 420, 380, 430, 470, 520],
    ],
  },
  {
    file: "waimea-canyon.svg",
    title: "Waimea Canyon",
    sky: ["#9fd3f5", "#fdf1dc"],
    sea: "#b4502f",
    land: ["#8c3b22", "#b4552f", "#d9894d"],
    sun: { x: 140, y: 100, r: 40, color: "#fff8d6" },
    ridges: [
      [300, 220, 250, 240, 230, 260, 300],
      [380, 300, 340, 320, 360, 310, 380],
      [600, 420, 470, 380, 450, 430, 600],
    ],
  },
  {
    file: "hanalei-bay.svg",
    title: "Hanalei Bay",
    sky: ["#6ab7e6", "#eaf7ff"],
    sea: "#2a9fd0",
    land: ["#356f3f", "#4c9151", "#e9d7a5"],
    sun: { x: 600, y: 90, r: 42, color: "#fffbe0" },
    ridges: [
      [380, 170, 230, 140, 210, 260, 380],
      [420, 330, 300, 350, 340, 420],
      [600, 520, 500, 510, 530, 600],
    ],
    extra: '<rect x="330" y="455" width="140" height="8" fill="#6b4a2b"/>',
  },
  {
    file: "poipu-beach.svg",
    title: "Poʻipū Beach",
    sky: ["#ffb88a", "#fff0d9"],
    sea: "#2f8fbf",
    land: ["#4a7d45", "#f2dfae", "#e8cf95"],
    sun: { x: 420, y: 330, r: 60, color: "#ffdf7a" },
    ridges: [
      [380, 340, 330, 350, 360, 380],
      [600, 500, 470, 520, 540, 600],
      [600, 560, 545, 550, 570, 600],
    ],
  },
  {
    file: "wailua-falls.svg",
    title: "Wailua Falls",
    sky: ["#8fd0ee", "#effaff"],
    sea: "#3c8fb5",
    land: ["#2e5e33", "#3d7a42", "#4f9752"],
    sun: { x: 120, y: 90, r: 36, color: "#ffffff" },
    ridges: [
      [600, 160, 150, 170, 160, 180, 600],
      [600, 300, 250, 320, 290, 600],
      [600, 470, 430, 480, 450, 600],
    ],
    extra:
      '<rect x="360" y="160" width="34" height="300" fill="#e8f7ff" opacity="0.9"/><rect x="410" y="175" width="26" height="285" fill="#e8f7ff" opacity="0.85"/><ellipse cx="400" cy="470" rx="120" ry="22" fill="#dff3fb" opacity="0.8"/>',
  },
  {
    file: "kilauea-lighthouse.svg",
    title: "Kīlauea Lighthouse",
    sky: ["#5fa9dd", "#e3f4ff"],
    sea: "#1b6fa3",
    land: ["#3c6b37", "#5b8f4d", "#7aa860"],
    sun: { x: 650, y: 120, r: 40, color: "#fff7cf" },
    ridges: [
      [600, 360, 330, 300, 320, 600],
      [600, 430, 400, 420, 460, 600],
      [600, 520, 510, 530, 560, 600],
    ],
    extra:
      '<rect x="300" y="220" width="26" height="90" fill="#ffffff"/><rect x="296" y="206" width="34" height="16" fill="#c0392b"/><polygon points="296,206 313,192 330,206" fill="#7f1d1d"/>',
  },
];

function render(scene: Scene): string {
  const [top, bottom] = scene.sky;
  const layers = scene.ridges
    .map((points, i) => `<path d="${ridgePath(points, H)}" fill="${scene.land[i] ?? scene.land[0]}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img"><title>${scene.title}</title><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/><circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.color}"/><rect y="360" width="${W}" height="${H - 360}" fill="${scene.sea}"/>${layers}${scene.extra ?? ""}</svg>\n`;
}

const out = join(process.cwd(), "public", "showcase");
mkdirSync(out, { recursive: true });
for (const scene of scenes) writeFileSync(join(out, scene.file), render(scene));
console.log(`wrote ${scenes.length} illustrations to ${out}`);

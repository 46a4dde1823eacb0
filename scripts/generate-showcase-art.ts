// Generates the six showcase illustrations shipped in public/showcase and one illustration per
// place type in public/place-art (our own artwork, a few KB each). Run with `npx tsx scripts/generate-showcase-art.ts` after changing a palette.
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

function render(scene: Scene, height = H, seaY = 360): string {
  const [top, bottom] = scene.sky;
  const layers = scene.ridges
    .map((points, i) => `<path d="${ridgePath(points, height)}" fill="${scene.land[i] ?? scene.land[0]}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" role="img"><title>${scene.title}</title><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${height}" fill="url(#s)"/><circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="${scene.sun.color}"/><rect y="${seaY}" width="${W}" height="${height - seaY}" fill="${scene.sea}"/>${layers}${scene.extra ?? ""}</svg>\n`;
}

// One illustration per place type (spec §3), 2:1 like a card's photo, for places without a photo:
// public/place-art/<type>.svg. Same palette and layered-ridge style as the showcase.
const PH = 400;
const placeScenes: Scene[] = [
  {
    file: "beach.svg",
    title: "Beach",
    sky: ["#7cc6f0", "#fff3dc"],
    sea: "#2a9fd0",
    land: ["#4c9151", "#f2dfae"],
    sun: { x: 620, y: 140, r: 44, color: "#fff1b8" },
    ridges: [
      [380, 300, 290, 320, 350, 380],
      [600, 600, 560, 520, 500, 490],
    ],
    extra:
      '<path d="M150,330 C160,260 170,200 190,150" stroke="#7a5230" stroke-width="10" fill="none"/><path d="M190,150 C150,140 120,160 100,185 M190,150 C230,130 260,140 285,165 M190,150 C170,115 150,105 120,105 M190,150 C215,110 245,100 270,110" stroke="#2f7a3a" stroke-width="14" stroke-linecap="round" fill="none"/>',
  },
  {
    file: "surf_spot.svg",
    title: "Surf spot",
    sky: ["#5fa9dd", "#e3f4ff"],
    sea: "#1f7fb8",
    land: ["#2f6b3a", "#3f8a47"],
    sun: { x: 140, y: 110, r: 38, color: "#fffbe0" },
    ridges: [
      [340, 250, 230, 280, 330, 380, 400],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<path d="M0,330 C120,300 220,250 330,270 C400,285 420,330 380,345 C440,350 520,320 600,300 C680,285 740,300 800,310 L800,400 L0,400 Z" fill="#2a9fd0"/><path d="M330,270 C400,285 420,330 380,345" stroke="#e8f7ff" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M520,285 L620,262 L612,276 Z" fill="#f2b134"/>',
  },
  {
    file: "park.svg",
    title: "Park",
    sky: ["#8fd0ee", "#effaff"],
    sea: "#3c8fb5",
    land: ["#3d7a42", "#57a85a", "#7fc27a"],
    sun: { x: 660, y: 110, r: 40, color: "#ffffff" },
    ridges: [
      [300, 220, 240, 210, 250, 300],
      [420, 330, 320, 340, 330, 420],
      [600, 520, 510, 515, 525, 600],
    ],
    extra:
      '<rect x="196" y="250" width="12" height="70" fill="#6b4a2b"/><circle cx="202" cy="240" r="40" fill="#2e5e33"/><rect x="536" y="265" width="10" height="55" fill="#6b4a2b"/><circle cx="541" cy="255" r="32" fill="#2e5e33"/><rect x="330" y="300" width="90" height="8" fill="#8c5a32"/><rect x="340" y="308" width="6" height="16" fill="#6b4a2b"/><rect x="404" y="308" width="6" height="16" fill="#6b4a2b"/>',
  },
  {
    file: "restaurant.svg",
    title: "Restaurant",
    sky: ["#ffb88a", "#fff0d9"],
    sea: "#2f8fbf",
    land: ["#4a7d45", "#e8cf95"],
    sun: { x: 400, y: 300, r: 56, color: "#ffdf7a" },
    ridges: [
      [380, 330, 320, 335, 345, 380],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<rect x="0" y="320" width="800" height="80" fill="#b4552f"/><ellipse cx="400" cy="350" rx="120" ry="26" fill="#ffffff"/><ellipse cx="400" cy="346" rx="78" ry="15" fill="#f2dfae"/><circle cx="380" cy="340" r="12" fill="#e0703a"/><circle cx="412" cy="338" r="10" fill="#4c9151"/><rect x="250" y="322" width="8" height="56" rx="3" fill="#d9d9d9"/><rect x="542" y="322" width="8" height="56" rx="3" fill="#d9d9d9"/>',
  },
  {
    file: "attraction.svg",
    title: "Attraction",
    sky: ["#5fa9dd", "#e3f4ff"],
    sea: "#1b6fa3",
    land: ["#3c6b37", "#5b8f4d"],
    sun: { x: 650, y: 100, r: 36, color: "#fff7cf" },
    ridges: [
      [600, 330, 300, 270, 290, 600],
      [600, 420, 400, 410, 440, 600],
    ],
    extra:
      '<rect x="300" y="230" width="26" height="90" fill="#ffffff"/><rect x="296" y="216" width="34" height="16" fill="#c0392b"/><polygon points="296,216 313,202 330,216" fill="#7f1d1d"/><path d="M330,222 L520,190 L520,255 Z" fill="#fff7cf" opacity="0.55"/>',
  },
  {
    file: "trail.svg",
    title: "Trail",
    sky: ["#9fd3f5", "#fdf1dc"],
    sea: "#3f8a47",
    land: ["#2f6b3a", "#3f8a47", "#57a85a"],
    sun: { x: 120, y: 90, r: 34, color: "#fff8d6" },
    ridges: [
      [300, 150, 210, 120, 190, 260, 300],
      [420, 300, 260, 300, 280, 340, 420],
      [600, 520, 480, 500, 470, 520, 600],
    ],
    extra:
      '<path d="M420,400 C400,360 470,340 440,310 C410,285 360,290 380,260 C395,240 440,235 430,210" stroke="#d9b77a" stroke-width="14" fill="none" stroke-linecap="round"/>',
  },
  {
    file: "waterfall.svg",
    title: "Waterfall",
    sky: ["#8fd0ee", "#effaff"],
    sea: "#3c8fb5",
    land: ["#2e5e33", "#3d7a42", "#4f9752"],
    sun: { x: 120, y: 80, r: 32, color: "#ffffff" },
    ridges: [
      [600, 120, 110, 130, 120, 140, 600],
      [600, 250, 210, 270, 240, 600],
      [600, 380, 350, 390, 360, 600],
    ],
    extra:
      '<rect x="370" y="90" width="30" height="230" fill="#e8f7ff" opacity="0.9"/><rect x="410" y="100" width="22" height="220" fill="#e8f7ff" opacity="0.85"/><ellipse cx="402" cy="325" rx="110" ry="18" fill="#dff3fb" opacity="0.8"/>',
  },
  {
    file: "viewpoint.svg",
    title: "Viewpoint",
    sky: ["#ffc49b", "#e6f6ff"],
    sea: "#b4502f",
    land: ["#8c3b22", "#b4552f", "#d9894d"],
    sun: { x: 600, y: 110, r: 40, color: "#fff8d6" },
    ridges: [
      [300, 210, 240, 200, 230, 260, 300],
      [380, 290, 320, 280, 330, 300, 380],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<rect x="0" y="330" width="800" height="70" fill="#6b4a2b"/><rect x="0" y="318" width="800" height="8" fill="#4a3420"/><rect x="60" y="318" width="8" height="30" fill="#4a3420"/><rect x="260" y="318" width="8" height="30" fill="#4a3420"/><rect x="460" y="318" width="8" height="30" fill="#4a3420"/><rect x="660" y="318" width="8" height="30" fill="#4a3420"/>',
  },
  {
    file: "shopping.svg",
    title: "Shopping",
    sky: ["#7cc6f0", "#fff3dc"],
    sea: "#2a9fd0",
    land: ["#4c9151", "#e9d7a5"],
    sun: { x: 680, y: 90, r: 36, color: "#fffbe0" },
    ridges: [
      [340, 260, 240, 270, 300, 340],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<rect x="0" y="340" width="800" height="60" fill="#e9d7a5"/><rect x="250" y="200" width="300" height="140" fill="#fff7e6"/><path d="M240,200 L560,200 L540,160 L260,160 Z" fill="#e0703a"/><path d="M280,200 L300,160 M330,200 L340,160 M380,200 L385,160 M420,200 L415,160 M470,200 L460,160 M520,200 L500,160" stroke="#fff7e6" stroke-width="8"/><rect x="280" y="250" width="60" height="40" fill="#4c9151"/><rect x="360" y="250" width="60" height="40" fill="#f2b134"/><rect x="440" y="250" width="60" height="40" fill="#c0392b"/>',
  },
  {
    file: "hotel.svg",
    title: "Hotel",
    sky: ["#6ab7e6", "#eaf7ff"],
    sea: "#2a9fd0",
    land: ["#356f3f", "#e9d7a5"],
    sun: { x: 140, y: 100, r: 38, color: "#fffbe0" },
    ridges: [
      [330, 240, 220, 250, 290, 330],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<rect x="0" y="345" width="800" height="55" fill="#e9d7a5"/><rect x="430" y="150" width="220" height="195" fill="#fdf6ea"/><rect x="420" y="138" width="240" height="14" fill="#b4552f"/><g fill="#6ab7e6"><rect x="450" y="170" width="30" height="24"/><rect x="500" y="170" width="30" height="24"/><rect x="550" y="170" width="30" height="24"/><rect x="600" y="170" width="30" height="24"/><rect x="450" y="215" width="30" height="24"/><rect x="500" y="215" width="30" height="24"/><rect x="550" y="215" width="30" height="24"/><rect x="600" y="215" width="30" height="24"/><rect x="450" y="260" width="30" height="24"/><rect x="550" y="260" width="30" height="24"/><rect x="600" y="260" width="30" height="24"/></g><rect x="500" y="295" width="40" height="50" fill="#8c5a32"/>',
  },
  {
    file: "activity.svg",
    title: "Activity",
    sky: ["#7cc6f0", "#e6f6ff"],
    sea: "#1f7fb8",
    land: ["#2f6b3a", "#3f8a47"],
    sun: { x: 660, y: 100, r: 42, color: "#fff4c2" },
    ridges: [
      [420, 180, 230, 160, 210, 300, 420],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<path d="M270,300 L530,300 C510,322 290,322 270,300 Z" fill="#f2b134"/><circle cx="400" cy="282" r="12" fill="#7a5230"/><rect x="394" y="292" width="12" height="12" fill="#c0392b"/><path d="M330,250 L470,320" stroke="#4a3420" stroke-width="6" stroke-linecap="round"/><path d="M0,335 C100,325 200,345 300,335 C400,325 500,345 600,335 C700,325 760,340 800,335" stroke="#8fd0ee" stroke-width="4" fill="none"/>',
  },
  {
    file: "business.svg",
    title: "Local business",
    sky: ["#9fd3f5", "#fdf1dc"],
    sea: "#3c8fb5",
    land: ["#4a7d45", "#e8cf95"],
    sun: { x: 130, y: 90, r: 34, color: "#fff8d6" },
    ridges: [
      [330, 250, 240, 260, 280, 330],
      [600, 600, 600, 600, 600, 600],
    ],
    extra:
      '<rect x="0" y="340" width="800" height="60" fill="#d9c08a"/><rect x="300" y="190" width="220" height="150" fill="#fff7e6"/><polygon points="290,190 410,130 530,190" fill="#0e7490"/><rect x="320" y="230" width="80" height="60" fill="#8fd0ee"/><rect x="430" y="240" width="60" height="100" fill="#8c5a32"/><rect x="340" y="200" width="140" height="18" fill="#f2b134"/>',
  },
  {
    file: "other.svg",
    title: "Kauai",
    sky: ["#7cc6f0", "#e6f6ff"],
    sea: "#1f7fb8",
    land: ["#2f6b3a", "#3f8a47", "#57a85a"],
    sun: { x: 620, y: 110, r: 44, color: "#fff4c2" },
    ridges: [
      [420, 200, 240, 170, 220, 300, 420],
      [470, 320, 280, 330, 300, 360, 470],
      [600, 600, 560, 580, 600, 600],
    ],
    extra:
      '<g transform="translate(150 300)"><circle r="16" fill="#f2b134"/><g fill="#e0476b"><ellipse cx="0" cy="-34" rx="18" ry="24"/><ellipse cx="32" cy="-10" rx="18" ry="24" transform="rotate(72 32 -10)"/><ellipse cx="20" cy="28" rx="18" ry="24" transform="rotate(144 20 28)"/><ellipse cx="-20" cy="28" rx="18" ry="24" transform="rotate(216 -20 28)"/><ellipse cx="-32" cy="-10" rx="18" ry="24" transform="rotate(288 -32 -10)"/></g><circle r="10" fill="#f2b134"/></g>',
  },
];

const out = join(process.cwd(), "public", "showcase");
mkdirSync(out, { recursive: true });
for (const scene of scenes) writeFileSync(join(out, scene.file), render(scene));
console.log(`wrote ${scenes.length} illustrations to ${out}`);

const placeOut = join(process.cwd(), "public", "place-art");
mkdirSync(placeOut, { recursive: true });
for (const scene of placeScenes) writeFileSync(join(placeOut, scene.file), render(scene, PH, 300));
console.log(`wrote ${placeScenes.length} place-type illustrations to ${placeOut}`);

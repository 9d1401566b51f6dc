import sharp from 'sharp';

/** What a demo photo shows; each is drawn as a simple scene and saved as a JPEG, as a phone would. */
export type DemoScene = 'leak' | 'crack' | 'door' | 'light' | 'garden';

const scenes: Record<DemoScene, string> = {
  leak: `<rect width="800" height="600" fill="#d9d4c7"/><rect y="0" width="800" height="120" fill="#b8b2a3"/>
    <path d="M380 120 q20 60 0 90 q-20-30 0-90z" fill="#7aa6c2"/><ellipse cx="390" cy="520" rx="120" ry="24" fill="#8fb3cc"/>
    <path d="M300 120 q90 80 180 0" fill="#a89f88"/>`,
  crack: `<rect width="800" height="600" fill="#c9c3b6"/>
    <path d="M120 40 l80 120 l-30 60 l110 140 l-40 80 l120 160" stroke="#4a463f" stroke-width="9" fill="none"/>`,
  door: `<rect width="800" height="600" fill="#e8e2d4"/><rect x="280" y="80" width="240" height="480" fill="#6b4f3a"/>
    <circle cx="490" cy="330" r="12" fill="#d4b26a"/><rect x="300" y="100" width="200" height="140" fill="#9cc3d9"/>`,
  light: `<rect width="800" height="600" fill="#2f3440"/><rect x="360" y="40" width="80" height="40" fill="#888"/>
    <circle cx="400" cy="130" r="50" fill="#555a66"/><path d="M0 600 L400 180 L800 600z" fill="#3a404d"/>`,
  garden: `<rect width="800" height="600" fill="#9fc5e8"/><rect y="380" width="800" height="220" fill="#6aa84f"/>
    <rect x="80" y="220" width="40" height="180" fill="#7f6000"/><circle cx="100" cy="200" r="90" fill="#38761d"/>
    <rect x="520" y="300" width="160" height="90" fill="#b45f06"/>`,
};

export const drawDemoPhoto = (scene: DemoScene): Promise<Buffer> =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${scenes[scene]}</svg>`),
  )
    .jpeg({ quality: 82 })
    .toBuffer();

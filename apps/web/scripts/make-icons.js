// Draws the app icons (a white house on the theme blue) and writes them as PNG files under public/icons/.
// Run once with `node scripts/make-icons.js`; the PNG files are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const BLUE = [0x19, 0x71, 0xc2];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // per axis, for smooth edges

/** Whether a point of the unit square (y downwards) lies on the house. */
const onHouse = (x, y) => {
  const roof = y >= 0.05 && y <= 0.47 && Math.abs(x - 0.5) <= ((y - 0.05) / 0.42) * 0.55;
  const walls = x >= 0.14 && x <= 0.86 && y >= 0.45 && y <= 0.95;
  const door = x >= 0.41 && x <= 0.59 && y >= 0.64;
  return (roof || walls) && !door;
};

/** Whether a point of the unit square lies inside a square with rounded corners. */
const insideRoundedSquare = (x, y, radius) => {
  const dx = Math.max(radius - x, x - (1 - radius), 0);
  const dy = Math.max(radius - y, y - (1 - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
};

/** The RGBA pixels of an icon: the house at `houseSize` of the width, on a square with `cornerRadius`. */
const drawIcon = (size, houseSize, cornerRadius) => {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let background = 0;
      let house = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (column + (sx + 0.5) / SAMPLES) / size;
          const y = (row + (sy + 0.5) / SAMPLES) / size;
          if (!insideRoundedSquare(x, y, cornerRadius)) continue;
          background++;
          if (onHouse((x - 0.5) / houseSize + 0.5, (y - 0.5) / houseSize + 0.5)) house++;
        }
      }
      const share = house / Math.max(background, 1);
      const offset = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(BLUE[channel] + (WHITE[channel] - BLUE[channel]) * share);
      }
      pixels[offset + 3] = Math.round((255 * background) / SAMPLES ** 2);
    }
  }
  return pixels;
};

const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
};

/** Encodes RGBA pixels as a PNG file: 8 bits per channel, no filtering. */
const encodePng = (size, pixels) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA, deflate, no filter method, no interlace
  const rows = [];
  for (let row = 0; row < size; row++) {
    rows.push(Buffer.from([0]), pixels.subarray(row * size * 4, (row + 1) * size * 4));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const directory = new URL('../public/icons/', import.meta.url);
mkdirSync(directory, { recursive: true });
const icons = [
  { name: 'icon-192.png', size: 192, houseSize: 0.62, cornerRadius: 0.2 },
  { name: 'icon-512.png', size: 512, houseSize: 0.62, cornerRadius: 0.2 },
  // Maskable: full bleed, the house inside the safe zone (the centre circle of 80 %).
  { name: 'icon-maskable-512.png', size: 512, houseSize: 0.48, cornerRadius: 0 },
];
for (const { name, size, houseSize, cornerRadius } of icons) {
  writeFileSync(new URL(name, directory), encodePng(size, drawIcon(size, houseSize, cornerRadius)));
  console.log(`wrote public/icons/${name}`);
}

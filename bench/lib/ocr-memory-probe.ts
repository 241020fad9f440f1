import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createOcrReader } from '../../src/server/lib/ocr/tesseract';
import { imageForOcr } from '../../src/server/lib/storage/images';

/**
 * Run by memory.ts in a process of its own (`tsx bench/lib/ocr-memory-probe.ts <idle ms>`): what reading a
 * photo's text adds to a server's resident memory, through the same two steps a gallery photo takes
 * (imageForOcr, then the OCR reader), and whether it is given back once the reader has been idle.
 * Prints one JSON line: resident MB before, the peak while reading, and after the idle time.
 */
const idleMs = Number(process.argv[2] ?? 3000);
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

// A phone photo of a part's box: 12 megapixels of texture with a label on it, as staff upload them.
const width = 4000;
const height = 3000;
const noise = Buffer.alloc(width * height * 3);
for (let i = 0; i < noise.length; i++) noise[i] = 90 + ((i * 2654435761) >>> 24) % 80;
const label = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="700"><rect width="100%" height="100%" fill="white"/><text x="80" y="300" font-family="DejaVu Sans, sans-serif" font-size="220" font-weight="bold">BRAKE PADS</text><text x="80" y="580" font-family="DejaVu Sans, sans-serif" font-size="160">TOYOTA 04465-12610</text></svg>`;
const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
  .composite([{ input: Buffer.from(label), left: 800, top: 1100 }])
  .jpeg({ quality: 85 })
  .toBuffer();

const reader = createOcrReader({ cachePath: fs.mkdtempSync(path.join(os.tmpdir(), 'yaad-ocr-')), idleMs });
// The baseline is a server that already holds sharp (it makes every upload's copies) but no OCR engine.
await imageForOcr(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer());
await new Promise((r) => setTimeout(r, 500));
const before = rssMb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 10);
const text = await reader.read(await imageForOcr(photo));
peak = Math.max(peak, rssMb());
clearInterval(sampler);
const afterRead = rssMb();
await new Promise((r) => setTimeout(r, idleMs + 2000));
const afterIdle = rssMb();
console.log(JSON.stringify({ photoKb: Math.round(photo.length / 1024), read: text.includes('BRAKE'), before, peak, afterRead, afterIdle }));
process.exit(0);

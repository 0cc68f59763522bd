// Renders the marketing artwork (art-scenes.mjs) to webp in src/assets with the system Chromium:
// the browser rasterises the SVG and its canvas encodes webp, so no image tool is needed.
// Run from the repo root: node mf-marketing/tools/render-images.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { CARD_SCENES, HERO_SCENES } from './art-scenes.mjs';

const OUT = new URL('../src/assets/', import.meta.url);
/** Each scene at these widths; quality tuned so a 1600 px hero stays well under 80 KB. */
const JOBS = [
  ...Object.entries(HERO_SCENES).flatMap(([name, svg]) => [
    { name: `${name}-1600`, svg, width: 1600, height: 900, quality: 0.8 },
    { name: `${name}-800`, svg, width: 800, height: 450, quality: 0.78 },
  ]),
  ...Object.entries(CARD_SCENES).map(([name, svg]) => ({ name, svg, width: 640, height: 400, quality: 0.8 })),
];

async function toWebp(page, { svg, width, height, quality }) {
  return page.evaluate(
    async ({ svg, width, height, quality }) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width, height });
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, width, height);
      return canvas.toDataURL('image/webp', quality).split(',')[1];
    },
    { svg, width, height, quality },
  );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const job of JOBS) {
    const bytes = Buffer.from(await toWebp(page, job), 'base64');
    await writeFile(new URL(`${job.name}.webp`, OUT), bytes);
    process.stdout.write(`${job.name}.webp ${job.width}x${job.height} ${(bytes.length / 1024).toFixed(1)} KB\n`);
  }
} finally {
  await browser.close();
}

// Renders the demo thumbnails served by the shell at /thumbnails/<subject>.jpg (seed data points
// at them, so nothing is hot-linked). Run once: node tools/src/assets/render-thumbnails.ts
import { chromium } from 'playwright-core';

/** Background gradient (from, to), the big glyph and the subject's name. */
type Thumbnail = readonly [from: string, to: string, glyph: string, label: string];

const SUBJECTS: Record<string, Thumbnail> = {
  algebra: ['#4f46e5', '#06b6d4', 'x² + 2x + 1', 'Algebra'],
  biology: ['#15803d', '#84cc16', 'DNA', 'Biology'],
  chemistry: ['#7c3aed', '#ec4899', 'H₂O', 'Chemistry'],
  essay: ['#b45309', '#f59e0b', '“ ”', 'Essay Writing'],
  history: ['#92400e', '#d6a35c', '1789', 'History'],
  physics: ['#1d4ed8', '#38bdf8', 'E = mc²', 'Physics'],
  programming: ['#0f172a', '#22c55e', '{ }', 'Programming'],
  statistics: ['#0e7490', '#a3e635', 'σ μ', 'Statistics'],
  geography: ['#166534', '#0ea5e9', '40° N', 'Geography'],
  literature: ['#9f1239', '#fb7185', 'Aa', 'Literature'],
  economics: ['#065f46', '#fbbf24', '% $', 'Economics'],
  art: ['#c026d3', '#f97316', '◐', 'Art & Design'],
};

const html = ([from, to, glyph, label]: Thumbnail) => `<!doctype html><html><body style="margin:0">
<div style="width:640px;height:400px;position:relative;overflow:hidden;font-family:system-ui,sans-serif;
  background:linear-gradient(135deg,${from},${to});color:#fff">
  <div style="position:absolute;width:420px;height:420px;border-radius:50%;right:-120px;top:-160px;background:rgba(255,255,255,.12)"></div>
  <div style="position:absolute;width:260px;height:260px;border-radius:50%;left:-80px;bottom:-120px;background:rgba(0,0,0,.12)"></div>
  <div style="position:absolute;left:48px;top:70px;font-size:104px;font-weight:800;letter-spacing:-2px;text-shadow:0 6px 24px rgba(0,0,0,.25)">${glyph}</div>
  <div style="position:absolute;left:52px;bottom:56px;font-size:34px;font-weight:700">${label}</div>
  <div style="position:absolute;left:52px;bottom:30px;font-size:16px;opacity:.85">StudyHub assignment</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 640, height: 400 } });
for (const [name, spec] of Object.entries(SUBJECTS)) {
  await page.setContent(html(spec));
  await page.screenshot({ path: `shell/public/thumbnails/${name}.jpg`, type: 'jpeg', quality: 78 });
}
await browser.close();
console.log(`Rendered ${Object.keys(SUBJECTS).length} thumbnails into shell/public/thumbnails`);

// Renders the demo municipalities' logos (PNG) and backgrounds (JPEG) with Chromium.
// The results are committed in apps/server/assets/demo; run this only to change them:
//   node scripts/make-demo-images.mjs
import { chromium } from 'playwright-core';

const towns = [
  { code: 'voorbeeld', initials: 'V', name: 'Voorbeeld', primary: '#00497a', accent: '#f2a900', sky: '#cfe3f2' },
  { code: 'proefdorp', initials: 'P', name: 'Proefdorp', primary: '#1d5b2f', accent: '#d94f1e', sky: '#e4f0d8' },
];

const logo = (t) => `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
  <path d="M120 12 L216 44 V120 C216 176 174 212 120 230 C66 212 24 176 24 120 V44 Z" fill="${t.primary}"/>
  <path d="M120 30 L198 56 V120 C198 166 164 196 120 212 C76 196 42 166 42 120 V56 Z" fill="none" stroke="${t.accent}" stroke-width="8"/>
  <text x="120" y="150" font-family="DejaVu Sans, sans-serif" font-size="110" font-weight="bold" fill="#fff" text-anchor="middle">${t.initials}</text>
</svg>`;

const background = (t) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
  <rect width="1600" height="600" fill="${t.sky}"/>
  ${Array.from({ length: 14 }, (_, i) => {
    const x = i * 118 + 10;
    const h = 180 + ((i * 53) % 140);
    return `<rect x="${x}" y="${420 - h}" width="104" height="${h}" fill="${t.primary}" opacity="${0.25 + (i % 3) * 0.12}"/>
    <path d="M${x} ${420 - h} L${x + 52} ${360 - h} L${x + 104} ${420 - h} Z" fill="${t.primary}" opacity="${0.3 + (i % 3) * 0.1}"/>`;
  }).join('')}
  <rect y="420" width="1600" height="180" fill="#5b5b5b"/>
  ${Array.from({ length: 16 }, (_, i) => `<rect x="${i * 100 + 20}" y="505" width="60" height="10" fill="#fff"/>`).join('')}
  ${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 200 + 40}" y="430" width="8" height="60" fill="#fff" opacity="0.8"/>`).join('')}
</svg>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
for (const t of towns) {
  await page.setViewportSize({ width: 240, height: 240 });
  await page.setContent(`<body style="margin:0;background:transparent">${logo(t)}</body>`);
  await page.screenshot({ path: `apps/server/assets/demo/${t.code}.png`, omitBackground: true });
  await page.setViewportSize({ width: 1600, height: 600 });
  await page.setContent(`<body style="margin:0">${background(t)}</body>`);
  await page.screenshot({ path: `apps/server/assets/demo/${t.code}-bg.jpg`, type: 'jpeg', quality: 70 });
}
await browser.close();
console.log('demo images written to apps/server/assets/demo');

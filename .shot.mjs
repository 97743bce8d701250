import { chromium } from '@playwright/test'
const [base, out, ...paths] = process.argv.slice(2)
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const [w, h, dpr] of [[375, 812, 1], [390, 844, 3], [1440, 900, 1]]) {
  const p = await b.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: dpr })
  for (const path of paths) {
    await p.goto(base + path, { waitUntil: 'networkidle' })
    const info = await p.evaluate(() => { const img = document.querySelector('picture img'); if (!img) return null; const r = img.getBoundingClientRect(); return { box: [Math.round(r.width), Math.round(r.height)], currentSrc: img.currentSrc, natural: [img.naturalWidth, img.naturalHeight] } })
    console.log(w, dpr, path, JSON.stringify(info))
    if (dpr === 1) await p.screenshot({ path: `${out}-${path.replace(/\W+/g, '_')}-${w}.png` })
  }
  await p.close()
}
await b.close()

// One Lighthouse run on one page of a built site (a dev probe, not committed).
import { spawnSync } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { createSiteServer } from './tools/serve/createSiteServer.ts'
import { addIsoDays, todayIso } from './engine/shared/isoDate.ts'
const [root, which] = process.argv.slice(2)
const path = which === 'home' ? '/de-de/' : `/de-de/booking/?branch=de-muc-airport&pickupAt=${addIsoDays(todayIso(), 8)}T12%3A30&returnAt=${addIsoDays(todayIso(), 11)}T08%3A30`
const server = createSiteServer(root)
await new Promise<void>((r) => server.listen(3542, '127.0.0.1', r))
const origin = `http://localhost:${(server.address() as AddressInfo).port}`
const { spawn } = await import('node:child_process')
const out: string = await new Promise((resolve) => {
  const child = spawn(process.execPath, ['node_modules/lighthouse/cli/index.js', origin + path, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } })
  let s = ''; child.stdout.on('data', (c) => (s += c)); child.on('close', () => resolve(s))
})
const r = JSON.parse(out)
const a = (id: string) => r.audits[id]
console.log(which, 'score', Math.round(r.categories.performance.score * 100), 'FCP', Math.round(a('first-contentful-paint').numericValue), 'LCP', Math.round(a('largest-contentful-paint').numericValue), 'TBT', Math.round(a('total-blocking-time').numericValue), 'CLS', a('cumulative-layout-shift').numericValue)
console.log('LCP element', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a('largest-contentful-paint-element')?.details).slice(0, 400))
console.log('LCP phases', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? '').slice(0, 600))
for (const id of ['render-blocking-resources', 'uses-responsive-images', 'modern-image-formats', 'prioritize-lcp-image', 'lcp-lazy-loaded', 'bootup-time', 'unused-javascript']) if (a(id)) console.log(id, a(id).score, a(id).displayValue ?? '')
server.closeAllConnections(); server.close()
spawnSync('true')

import { readBuiltSiteLinks } from './tools/crawl/builtSiteLinks.ts'
const s = readBuiltSiteLinks('/work/main/dist/client')
for (const p of process.argv.slice(2)) {
  const inc = [...s.linksByPage].filter(([page, l]) => page !== p && l.has(p)).map(([page]) => page)
  console.log(p, inc.length, inc.slice(0, 6).join(' '))
}

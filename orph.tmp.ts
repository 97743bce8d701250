import { writeFileSync } from 'node:fs'
import { readBuiltSiteLinks } from './tools/crawl/builtSiteLinks.ts'
import { orphanPages, unreachablePages } from './tools/crawl/orphanPages.ts'
const t = performance.now()
const s = readBuiltSiteLinks(process.argv[2])
const o = orphanPages(s.listedPaths, s.linksByPage)
const u = unreachablePages(s.listedPaths, s.linksByPage, ['/'])
console.log(`listed ${s.listedPaths.length} pages ${s.linksByPage.size} orphans ${o.length} unreachable ${u.length} in ${Math.round(performance.now()-t)} ms`);
writeFileSync('/tmp/unreach.txt', u.join('\n'))

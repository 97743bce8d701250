/**
 * What each page adds to the `_headers` policy (engine/node/delivery/collectPolicyInputs.ts pagePolicyFacts), kept in
 * the build cache (policy-facts.json, its sha256 in the manifest) by page file and the page's output hash, so that
 * the next build reads only the pages it wrote anew: a reused page's bytes were checked against that hash
 * (planIncrementalBuild.ts), and its facts are a function of them and of the site's usage, which is kept beside.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pagePolicyFacts, type PagePolicyFacts, type SiteUsage } from '../../engine/node/delivery/collectPolicyInputs.ts'
import { CACHE_FOLDER, type BuildManifest } from './buildCache.ts'
import { sha256 } from './fileHashes.ts'

export const POLICY_FACTS_FILE = 'policy-facts.json'

interface KeptFacts {
  usage: string
  pages: Record<string, { output: string; facts: PagePolicyFacts }>
}

/** The last build's kept facts, when its file is what its manifest recorded. */
export function readPolicyFacts(buildDir: string, manifest: BuildManifest | undefined): KeptFacts | undefined {
  const file = join(buildDir, CACHE_FOLDER, POLICY_FACTS_FILE)
  if (!manifest?.policyFacts || !existsSync(file)) return undefined
  const bytes = readFileSync(file)
  return sha256(bytes) === manifest.policyFacts ? (JSON.parse(bytes.toString('utf8')) as KeptFacts) : undefined
}

/**
 * Each page's facts for collectPolicyInputs: the kept ones where the page's output hash (`outputOf`, this build's
 * manifest) is the one they were kept for, else read from the page; and what to keep for the next build.
 */
export function policyFacts(
  clientDir: string,
  usage: SiteUsage,
  previous: KeptFacts | undefined,
  outputOf: ReadonlyMap<string, string>,
): { factsOf(page: string): PagePolicyFacts; keep(buildDir: string): string } {
  const usageKey = JSON.stringify(usage)
  const usable = previous?.usage === usageKey ? previous.pages : {}
  const next: KeptFacts = { usage: usageKey, pages: {} }
  return {
    factsOf(page) {
      const file = page.split('\\').join('/')
      const output = outputOf.get(file)
      const kept = usable[file]
      const facts =
        output !== undefined && kept?.output === output ? kept.facts : pagePolicyFacts(readFileSync(join(clientDir, page), 'utf8'), usage)
      if (output !== undefined) next.pages[file] = { output, facts }
      return facts
    },
    keep(buildDir) {
      const text = JSON.stringify(next)
      writeFileSync(join(buildDir, CACHE_FOLDER, POLICY_FACTS_FILE), text)
      return sha256(text)
    },
  }
}
